import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTH_ROUTES } from '@/lib/members/auth/authRoutes';
import { siteConfig } from '@/lib/platform/config/env.server';
import { BASE_PATH } from '@/lib/platform/routing/basePath';
import { buildContentSecurityPolicy } from './contentSecurityPolicy';
import { cspSourcesFor } from './cspSources';
import { createNonce } from './createNonce';
import { CSP_REPORT_PATH, NONCE_HEADER } from './headerNames';

const cspSources = cspSourcesFor(siteConfig);
/** The silent-renew callback runs inside a frame of our own pages. */
const SILENT_CALLBACK_PATH = `${BASE_PATH}${AUTH_ROUTES.silentCallback}`;

/** The Content-Security-Policy of a page rendered with `nonce` at `pathname`. */
export function pagePolicy(nonce: string, pathname: string): string {
  return buildContentSecurityPolicy({
    nonce,
    isProduction: siteConfig.isProduction,
    upgradeInsecureRequests: siteConfig.siteOrigin.startsWith('https:'),
    reportPath: `${BASE_PATH}${CSP_REPORT_PATH}`,
    frameAncestors: pathname === SILENT_CALLBACK_PATH ? "'self'" : "'none'",
    ...cspSources,
  });
}

/** The path of a request target, without query; "/" for one that is not a path. */
function pathnameOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.startsWith(BASE_PATH) ? path : `${BASE_PATH}${path === '/' ? '' : path}`;
}

/**
 * The nonce a page renders with, and a response policy that matches it
 * (docs/serving.md#error-pages). Middleware puts a nonce on most requests, but it skips static
 * prefixes (an unknown `static/…` path still renders the 404 page), and a response Next.js gives
 * itself after middleware ran (the 400 for a broken percent-encoding) loses middleware's header:
 * either way the page gets a nonce here and the header is set to its policy. The front server
 * removes any nonce header a client sends, so one present came from middleware.
 */
export function ensurePageNonce(req: IncomingMessage, res: ServerResponse): string {
  const header = req.headers[NONCE_HEADER];
  const nonce = typeof header === 'string' && header !== '' ? header : createNonce();
  req.headers[NONCE_HEADER] = nonce;
  if (!res.headersSent)
    res.setHeader('Content-Security-Policy', pagePolicy(nonce, pathnameOf(req.url)));
  return nonce;
}
