import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { parseCookie } from 'cookie';
import { siteConfig } from '@/lib/platform/config/env.server';
import { evaluateFlags, registerFlagProvider } from '@/lib/platform/flags/evaluateFlags.server';
import { createSiteFlagProvider } from '@/lib/platform/flags/siteFlagProvider.server';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { logger } from '@/lib/platform/logging/logger.server';
import { createNonce } from '@/lib/serving/securityHeaders/createNonce';
import { cacheablePagePath } from '@/lib/serving/pageCache/cacheableRequest';
import { PageCache, type CacheOutcome, type CachedPage } from '@/lib/serving/pageCache/PageCache';
import { compilePage, fillPage } from '@/lib/serving/pageCache/personalizePage';
import {
  internalRenderHeaders,
  renderPlaceholders,
} from '@/lib/serving/pageCache/internalRender.server';
import { siteCacheRules } from '@/lib/serving/pageCache/siteCacheRules';
import { resolveVisitorIds } from '@/lib/site/visitor/visitorCookies';

const gzipAsync = promisify(gzip);

/** Statuses of a page render that every visitor may share (503: the maintenance page). */
const SHAREABLE_STATUSES: ReadonlySet<number> = new Set([200, 503]);

/** Headers of a render that belong to that one response, not to the cached page. */
const PER_RESPONSE_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

const RENDER_TIMEOUT_MS = 10_000;

export interface AnonymousPageServerOptions {
  /** The per-process render secret (lib/serving/pageCache/internalRender.server.ts). */
  secret: string;
  /** Where this process's own server answers, for its render requests. */
  renderOrigin: () => string;
}

function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/i.test(header);
}

/**
 * The page cache's outcome and the time spent getting the page, for `Server-Timing`
 * (docs/serving.md#server-timing).
 */
export function cacheServerTiming(outcome: CacheOutcome, durationMs: number): string {
  return `cache;desc="${outcome}";dur=${durationMs.toFixed(1)}`;
}

/**
 * Serves cacheable anonymous page requests (`cacheablePagePath`) from the page cache: flags are
 * evaluated through OpenFeature for every request and pick the cached variant; a missing variant
 * is rendered once by Next.js with placeholders (a request to this same server marked with the
 * secret); every response then gets a fresh nonce (HTML and CSP header alike), the visitor's own
 * ids, any visitor cookies still missing, `Cache-Control: private, no-store` and no ETag.
 */
export function createAnonymousPageServer(options: AnonymousPageServerOptions) {
  const placeholders = renderPlaceholders(options.secret);
  const rules = siteCacheRules();
  const flagClient = registerFlagProvider(createSiteFlagProvider());
  const cache = new PageCache({
    ttlMs: siteConfig.pageCache.ttlSeconds * 1000,
    maxEntries: siteConfig.pageCache.maxEntries,
  });

  async function render(pagePath: string, flags: FeatureFlags): Promise<CachedPage | null> {
    const response = await fetch(`${options.renderOrigin()}${pagePath}`, {
      headers: {
        ...internalRenderHeaders(options.secret, flags),
        'accept-encoding': 'identity',
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const body = await response.text();
    // Only a complete page rendered through the placeholder path may be shared: a 200, or the
    // maintenance page's deliberate 503 (its Retry-After header is kept with it).
    if (!SHAREABLE_STATUSES.has(response.status) || !body.includes(placeholders.nonce)) {
      logger.warn({ pagePath, status: response.status }, 'Anonymous page render not cacheable');
      return null;
    }
    const headers = [...response.headers]
      .filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
      .map(([name, value]) => [name, compilePage(value, placeholders)] as const);
    return { status: response.status, headers, body: compilePage(body, placeholders) };
  }

  /** Answers the request from the cache; resolves false, having sent nothing, when it cannot. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    let cookies: Partial<Record<string, string>>;
    try {
      cookies = parseCookie(req.headers.cookie ?? '');
    } catch {
      return false;
    }
    const pagePath = cacheablePagePath(req.method, req.url, cookies, rules, req.headers);
    if (!pagePath) return false;
    try {
      const { ids, setCookies } = resolveVisitorIds(cookies, { secure: siteConfig.secureCookies });
      const flags = await evaluateFlags(flagClient, siteConfig.flagDefaults, {
        targetingKey: ids.visitorId,
      }).catch(() => siteConfig.flagDefaults);
      const started = performance.now();
      const { page, outcome } = await cache.get(`${pagePath}\n${JSON.stringify(flags)}`, () =>
        render(pagePath, flags),
      );
      if (!page) return false;

      const values = { nonce: createNonce(), ...ids };
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of page.headers) {
        headers[name] = fillPage(value, values);
      }
      headers['cache-control'] = 'private, no-store';
      headers.vary = 'Accept-Encoding';
      headers['server-timing'] = cacheServerTiming(outcome, performance.now() - started);
      if (setCookies.length > 0) headers['set-cookie'] = setCookies;
      let payload = Buffer.from(fillPage(page.body, values));
      if (acceptsGzip(req.headers['accept-encoding'])) {
        payload = await gzipAsync(payload);
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = payload.length;
      res.writeHead(page.status, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
      return true;
    } catch (error) {
      logger.error({ err: error, pagePath }, 'Anonymous page cache failed; rendering directly');
      return res.headersSent;
    }
  }

  return { serve, cache };
}
