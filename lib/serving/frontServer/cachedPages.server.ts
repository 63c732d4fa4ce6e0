import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { parseCookie } from 'cookie';
import { siteConfig } from '@/lib/platform/config/env.server';
import { evaluateFlags, registerFlagProvider } from '@/lib/platform/flags/evaluateFlags.server';
import { createSiteFlagProvider } from '@/lib/platform/flags/siteFlagProvider.server';
import type { AccountStatus } from '@/lib/members/graphql/member';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { logger } from '@/lib/platform/logging/logger.server';
import { createNonce } from '@/lib/serving/securityHeaders/createNonce';
import { cacheablePagePath } from '@/lib/serving/pageCache/cacheableRequest';
import { PageCache, type CacheOutcome, type CachedPage } from '@/lib/serving/pageCache/PageCache';
import { compilePage, fillPage, templateContains } from '@/lib/serving/pageCache/personalizePage';
import {
  internalRenderHeaders,
  renderPlaceholders,
  type RenderVariant,
} from '@/lib/serving/pageCache/internalRender.server';
import { memberPlaceholders, type MemberSlot } from '@/lib/serving/pageCache/memberTemplate.server';
import { memberCacheRules, siteCacheRules } from '@/lib/serving/pageCache/siteCacheRules';
import { acceptsGzip } from '@/lib/serving/requests/jsonResponse.server';
import { resolveVisitorIds } from '@/lib/site/visitor/visitorCookies';
import { withErrorReporting } from '@/lib/tracking/errorReporting/serverSentry.server';
import { memberPageFor, type MemberPage } from './memberPages.server';

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

/** An anonymous page has no member slots. */
const NO_MEMBER: Record<MemberSlot, string> = {
  memberAuth: '',
  memberApollo: '',
  memberGreeting: '',
};

/** The server logger whose errors also go to error reporting (member fetch failures). */
const reportingLogger = withErrorReporting(logger);

export interface CachedPageServerOptions {
  /** The per-process render secret (lib/serving/pageCache/internalRender.server.ts). */
  secret: string;
  /** Where this process's own server answers, for its render requests. */
  renderOrigin: () => string;
}

/**
 * The page cache's outcome and the time spent getting the page, for `Server-Timing`
 * (docs/serving.md#server-timing).
 */
export function cacheServerTiming(outcome: CacheOutcome, durationMs: number): string {
  return `cache;desc="${outcome}";dur=${durationMs.toFixed(1)}`;
}

/**
 * Serves cacheable page requests (`cacheablePagePath`) from the page cache: an anonymous
 * visitor's, and a signed-in member's from the member variant with the member's fragments filled
 * in (docs/serving.md#member-pages). Flags are
 * evaluated through OpenFeature for every request and pick the cached variant; a missing variant
 * is rendered once by Next.js with placeholders (a request to this same server marked with the
 * secret); every response then gets a fresh nonce (HTML and CSP header alike), the visitor's own
 * ids, any visitor cookies still missing, `Cache-Control: private, no-store` and no ETag.
 */
export function createCachedPageServer(options: CachedPageServerOptions) {
  const placeholders = renderPlaceholders(options.secret);
  const rules = siteCacheRules();
  const memberRules = memberCacheRules(rules);
  const flagClient = registerFlagProvider(createSiteFlagProvider());
  const cache = new PageCache({
    ttlMs: siteConfig.pageCache.ttlSeconds * 1000,
    maxEntries: siteConfig.pageCache.maxEntries,
  });

  /** Renders the anonymous page, or a member's of the given account status. */
  async function render(
    pagePath: string,
    flags: FeatureFlags,
    memberStatus: AccountStatus | undefined,
  ): Promise<CachedPage | null> {
    const variant: RenderVariant = memberStatus ? `member:${memberStatus}` : 'anonymous';
    const response = await fetch(`${options.renderOrigin()}${pagePath}`, {
      headers: {
        ...internalRenderHeaders(options.secret, flags, variant),
        'accept-encoding': 'identity',
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const body = await response.text();
    // Only a complete page rendered through the placeholder path may be shared: a 200, or the
    // maintenance page's deliberate 503 (its Retry-After header is kept with it).
    if (!SHAREABLE_STATUSES.has(response.status) || !body.includes(placeholders.nonce)) {
      logger.warn({ pagePath, variant, status: response.status }, 'Page render not cacheable');
      return null;
    }
    const member = memberStatus ? memberPlaceholders(options.secret, memberStatus) : undefined;
    const slots = { ...placeholders, ...(member?.slots ?? NO_MEMBER) };
    const headers = [...response.headers]
      .filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
      .map(([name, value]) => [name, compilePage(value, slots)] as const);
    const page = { status: response.status, headers, body: compilePage(body, slots) };
    // Member data anywhere but its known slots would be served to other members: render instead.
    const templates = [page.body, ...headers.map(([, template]) => template)];
    if (member && templates.some((template) => templateContains(template, member.tokens))) {
      logger.warn({ pagePath }, 'Member page shows member data outside its slots; not cacheable');
      return null;
    }
    return page;
  }

  /** The page path and member state a request may be served from the cache with, if any. */
  async function cacheableRequest(
    req: IncomingMessage,
    cookies: Partial<Record<string, string>>,
  ): Promise<{ pagePath: string; member: MemberPage } | null> {
    const anonymousPath = cacheablePagePath(req.method, req.url, cookies, rules, req.headers);
    if (anonymousPath) return { pagePath: anonymousPath, member: { kind: 'anonymous' } };
    // Only the session cookie may stand between this request and the cache.
    const pagePath = cacheablePagePath(req.method, req.url, cookies, memberRules, req.headers);
    if (!pagePath) return null;
    const member = await memberPageFor(cookies, reportingLogger);
    return member.kind === 'render' ? null : { pagePath, member };
  }

  /** Answers the request from the cache; resolves false, having sent nothing, when it cannot. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    let cookies: Partial<Record<string, string>>;
    try {
      cookies = parseCookie(req.headers.cookie ?? '');
    } catch {
      return false;
    }
    try {
      const request = await cacheableRequest(req, cookies);
      if (!request) return false;
      const { pagePath, member } = request;
      const memberStatus = member.kind === 'member' ? member.status : undefined;
      const { ids, setCookies } = resolveVisitorIds(cookies, { secure: siteConfig.secureCookies });
      const flags = await evaluateFlags(flagClient, siteConfig.flagDefaults, {
        targetingKey: ids.visitorId,
      }).catch(() => siteConfig.flagDefaults);
      const started = performance.now();
      const key = `${pagePath}\n${memberStatus ?? ''}\n${JSON.stringify(flags)}`;
      const { page, outcome } = await cache.get(key, () => render(pagePath, flags, memberStatus));
      if (!page) return false;

      const fragments = member.kind === 'member' ? member.fragments : NO_MEMBER;
      const values = { nonce: createNonce(), ...ids, ...fragments };
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
      const path = req.url?.split('?')[0];
      logger.error({ err: error, path }, 'Page cache failed; rendering directly');
      return res.headersSent;
    }
  }

  return { serve, cache };
}
