/** @jest-environment node */
import type { FlagDefaults } from '@/lib/platform/config/siteConfig';
import { createConfigFlagProvider } from '@/lib/platform/flags/configFlagProvider.server';
import { FLAG_NAMES, FLAG_TYPES } from '@/lib/platform/flags/flagNames';

const VALUES: FlagDefaults = {
  nannyTaxCalculator: false,
  hideEmailButton: true,
  threeTierPricing: true,
  caregiverToFamilyReferrals: false,
  calculatorDowntime: true,
  enrollmentLanding: true,
  assetUrl: 'https://cdn.example.com/images',
  faviconUrl: 'https://cdn.example.com/favicon.ico',
  analyticsScriptUrl: 'https://cdn.example.com/analytics.js',
};

describe('createConfigFlagProvider', () => {
  it.each(FLAG_NAMES)('resolves %s to its configured value', async (name) => {
    const provider = createConfigFlagProvider(VALUES);
    const configured = VALUES[name];
    const resolution =
      FLAG_TYPES[name] === 'boolean'
        ? await provider.resolveBooleanEvaluation(name, !configured, {})
        : await provider.resolveStringEvaluation(name, 'fallback', {});
    expect(resolution.value).toBe(configured);
    expect(resolution.variant).toBe('configured');
    expect(resolution.errorCode).toBeUndefined();
  });

  it('knows no flag outside FLAG_NAMES', async () => {
    const provider = createConfigFlagProvider(VALUES);
    await expect(provider.resolveBooleanEvaluation('unknownFlag', false, {})).rejects.toThrow();
  });
});
