import type { FlagDefaults } from '@/lib/platform/config/siteConfig';

/**
 * Every feature flag name the site evaluates (docs/platform.md#flag-names), with the type of its
 * value.
 */
export const FLAG_TYPES = {
  nannyTaxCalculator: 'boolean',
  hideEmailButton: 'boolean',
  threeTierPricing: 'boolean',
  caregiverToFamilyReferrals: 'boolean',
  calculatorDowntime: 'boolean',
  enrollmentLanding: 'boolean',
  assetUrl: 'string',
  faviconUrl: 'string',
  analyticsScriptUrl: 'string',
} as const satisfies Record<keyof FlagDefaults, 'boolean' | 'string'>;

export type FlagName = keyof typeof FLAG_TYPES;

export const FLAG_NAMES = Object.keys(FLAG_TYPES) as FlagName[];

/** Evaluated flag values, as page props carry them. */
export type FeatureFlags = FlagDefaults;

/** A flag is active when its value is truthy: `true`, or a non-empty string. */
export function isFlagActive(flags: FeatureFlags, name: FlagName): boolean {
  return Boolean(flags[name]);
}
