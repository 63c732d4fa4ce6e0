import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie } from 'cookie';
import { siteConfig } from '@/lib/platform/config/env.server';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { logger } from '@/lib/platform/logging/logger.server';
import { createNonce } from '@/lib/serving/securityHeaders/createNonce';
import { PageCache } from '@/lib/serving/pageCache/PageCache';
import { memberCacheRules, siteCacheRules } from '@/lib/serving/pageCache/siteCacheRules';
import { visitorFlags } from '@/lib/serving/pageProps/visitorFlags.server';
import { withErrorReporting } from '@/lib/tracking/errorReporting/serverSentry.server';
import { answerFromCache } from './answerFromCache.server';
import { cacheableRequestOf, memberPageFor } from './memberPages.server';
import {
  createRenderThroughNext,
  NO_MEMBER,
  type RenderThroughNextOptions,
} from './renderThroughNext.server';

/** The server logger whose errors also go to error reporting (member fetch failures). */
const reportingLogger = withErrorReporting(logger);

export type CachedPageServerOptions = RenderThroughNextOptions;

/** The cache key of one page variant: page, member account status (none: anonymous), flags. */
function variantKey(pagePath: string, memberStatus: string, flags: FeatureFlags): string {
  return `${pagePath}\n${memberStatus}\n${JSON.stringify(flags)}`;
}

/**
 * The key remembering that a member variant of the page was refused (member data outside its
 * slots): while it lasts, members of any status skip the member lookup and go to Next.js's own
 * render, so a refused page costs one member fetch per request, not two.
 */
function refusedMemberKey(pagePath: string, flags: FeatureFlags): string {
  return variantKey(pagePath, 'member-refused', flags);
}

/**
 * Serves cacheable page requests from the page cache (docs/serving.md#page-cache): an anonymous
 * visitor's, and a signed-in member's from the member variant with the member's fragments filled
 * in (docs/serving.md#member-pages). Three steps: which page and member (memberPages.server.ts),
 * the variant from the cache or the loopback render (renderThroughNext.server.ts), and the answer
 * with this response's nonce, visitor ids and fragments (answerFromCache.server.ts).
 */
export function createCachedPageServer(options: CachedPageServerOptions) {
  const site = siteCacheRules();
  const rules = { site, member: memberCacheRules(site) };
  const render = createRenderThroughNext(options);
  const cache = new PageCache({
    ttlMs: siteConfig.pageCache.ttlSeconds * 1000,
    maxEntries: siteConfig.pageCache.maxEntries,
  });

  /** Answers the request from the cache; resolves false, having sent nothing, when it cannot. */
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    let cookies: Partial<Record<string, string>>;
    try {
      cookies = parseCookie(req.headers.cookie ?? '');
    } catch {
      return false;
    }
    try {
      const request = cacheableRequestOf(req, cookies, rules);
      if (!request) return false;
      const { pagePath, withSession } = request;
      const { ids, setCookies, flags } = await visitorFlags(cookies);
      const refusedKey = refusedMemberKey(pagePath, flags);
      if (withSession && cache.isRefused(refusedKey)) return false;
      const member = withSession ? await memberPageFor(cookies, reportingLogger) : undefined;
      if (member?.kind === 'render') return false;
      const memberStatus =
        member?.kind === 'member'
          ? member.status
          : member?.kind === 'unavailable'
            ? 'unavailable'
            : undefined;

      const started = performance.now();
      const key = variantKey(pagePath, memberStatus ?? '', flags);
      const { page, outcome } = await cache.get(key, () => render(pagePath, flags, memberStatus));
      if (!page) {
        if (memberStatus) cache.refuse(refusedKey);
        return false;
      }
      const fragments = member?.kind === 'member' ? member.fragments : NO_MEMBER;
      await answerFromCache(req, res, page, {
        values: { nonce: createNonce(), ...ids, ...fragments },
        outcome,
        durationMs: performance.now() - started,
        setCookies,
      });
      return true;
    } catch (error) {
      const path = req.url?.split('?')[0];
      logger.error({ err: error, path }, 'Page cache failed; rendering directly');
      return res.headersSent;
    }
  }

  return { serve, cache };
}
