import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from '@/lib/platform/config/env.server';
import { cleanedRedirectUrl } from '@/lib/serving/requests/cleanQuestionMarks';
import { createNonce } from '@/lib/serving/securityHeaders/createNonce';
import { NONCE_HEADER } from '@/lib/serving/securityHeaders/headerNames';
import { pagePolicy } from '@/lib/serving/securityHeaders/pagePolicy.server';
import {
  isInternalRender,
  renderPlaceholders,
} from '@/lib/serving/pageCache/internalRender.server';
import { BASE_PATH } from '@/lib/platform/routing/basePath';

const { renderSecret } = siteConfig.pageCache;
const placeholderNonce = renderSecret ? renderPlaceholders(renderSecret).nonce : undefined;

/**
 * Runs before every page and API route (never static files, see `config.matcher`):
 * 1. cleans URLs with more than one "?" (docs/security.md#multiple-question-marks) with a 302 that
 *    is never cached (the request guard in front of Next.js does the same first, for every path
 *    form);
 * 2. issues a per-request nonce and the Content-Security-Policy built on it (a placeholder nonce
 *    for the front server's render requests, see lib/serving/pageCache/internalRender.server.ts). The policy goes on the
 *    request too, which is how Next.js finds the nonce for its own scripts; `_document` reads the
 *    nonce header for the emotion cache and every `next/script`.
 * Static security headers (HSTS, nosniff, ...) come from `headers()` in next.config.js so that
 * static files get them as well.
 */
export function middleware(request: NextRequest): NextResponse {
  const location = cleanedRedirectUrl(request.url, BASE_PATH);
  if (location) {
    const redirect = NextResponse.redirect(location, 302);
    redirect.headers.set('Cache-Control', 'no-store');
    return redirect;
  }

  // The front server's render of a cacheable anonymous page gets the placeholder nonce, which it
  // replaces with a fresh one in every response it serves from that render.
  const nonce =
    placeholderNonce && isInternalRender(request.headers, renderSecret)
      ? placeholderNonce
      : createNonce();
  const policy = pagePolicy(nonce, request.nextUrl.pathname);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  runtime: 'nodejs',
  // '/' must be listed to cover the base path root. Static files, images, fonts and the health
  // probes stay out: middleware on them costs several-fold throughput.
  matcher: [
    '/',
    // api/monitoring (the Sentry tunnel) stays out too: its envelopes may exceed the 16 KB body
    // buffer middleware keeps, and Sentry warns against intercepting the tunnel.
    '/((?!_next/static|_next/image|static/|fonts/|favicon|robots\\.txt|api/health|api/ready|api/monitoring).*)',
  ],
};
