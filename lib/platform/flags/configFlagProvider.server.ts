import { TypedInMemoryProvider } from '@openfeature/server-sdk';
import type { FlagDefaults } from '@/lib/platform/config/siteConfig';
import { FLAG_NAMES } from './flagNames';

/**
 * OpenFeature's in-memory provider loaded with the flag values from configuration: each flag has
 * a single "configured" variant. Swapping in a real flag service means registering its
 * OpenFeature provider instead; pages and the loader keep calling the OpenFeature client.
 */
export function createConfigFlagProvider(values: FlagDefaults): TypedInMemoryProvider {
  return new TypedInMemoryProvider(flagConfiguration(values));
}

/** The in-memory provider's configuration for these values: one "configured" variant a flag. */
export function flagConfiguration(values: FlagDefaults) {
  return Object.fromEntries(
    FLAG_NAMES.map((name) => [
      name,
      {
        variants: { configured: values[name] },
        defaultVariant: 'configured' as const,
        disabled: false,
      },
    ]),
  );
}
