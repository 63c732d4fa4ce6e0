import { siteConfig } from '@/lib/platform/config/env.server';
import { evaluateFlags, registerFlagProvider } from '@/lib/platform/flags/evaluateFlags.server';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { createSiteFlagProvider } from '@/lib/platform/flags/siteFlagProvider.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { resolveVisitorIds, type ResolvedVisitorIds } from '@/lib/site/visitor/visitorCookies';

const flagClient = registerFlagProvider(createSiteFlagProvider());

/** The visitor's ids, the cookies creating any that were missing, and the flags evaluated for them. */
export interface VisitorFlags extends ResolvedVisitorIds {
  flags: FeatureFlags;
}

/**
 * Resolves the visitor's ids and evaluates the flags for them (the visitor id is the targeting
 * key, docs/platform.md#feature-flags): the one place the page loader and the front server's page
 * cache do it. A failing flag provider gives the configured values; never throws.
 */
export async function visitorFlags(
  cookies: Partial<Record<string, string>>,
): Promise<VisitorFlags> {
  const { ids, setCookies } = resolveVisitorIds(cookies, { secure: siteConfig.secureCookies });
  const flags = await evaluateFlags(flagClient, siteConfig.flagDefaults, {
    targetingKey: ids.visitorId,
  }).catch((error: unknown) => {
    logger.error({ err: error }, 'Feature flag evaluation failed; using configured values');
    return siteConfig.flagDefaults;
  });
  return { ids, setCookies, flags };
}
