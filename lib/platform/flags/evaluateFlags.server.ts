import {
  OpenFeature,
  type Client,
  type EvaluationContext,
  type Provider,
} from '@openfeature/server-sdk';
import type { FlagDefaults } from '@/lib/platform/config/siteConfig';
import { FLAG_NAMES, FLAG_TYPES, type FeatureFlags } from './flagNames';

/** Evaluation context; `targetingKey` is the visitor id, so a flag service can bucket roll-outs. */
export type FlagContext = EvaluationContext & { targetingKey: string };

/** Registers the provider (once per process) and returns the site's OpenFeature client. */
export function registerFlagProvider(provider: Provider): Client {
  OpenFeature.setProvider(provider);
  return OpenFeature.getClient('hp-vhp');
}

/**
 * Evaluates every configured flag for one request (docs/platform.md#feature-flags). A flag the
 * provider cannot resolve falls back to its configured default, so a flag-service outage never
 * breaks a page.
 */
export async function evaluateFlags(
  client: Client,
  defaults: FlagDefaults,
  context: FlagContext,
): Promise<FeatureFlags> {
  const entries = await Promise.all(
    FLAG_NAMES.map(async (name) => {
      const fallback = defaults[name];
      const value =
        FLAG_TYPES[name] === 'boolean'
          ? await client.getBooleanValue(name, Boolean(fallback), context)
          : await client.getStringValue(name, String(fallback), context);
      return [name, value] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as FeatureFlags;
}
