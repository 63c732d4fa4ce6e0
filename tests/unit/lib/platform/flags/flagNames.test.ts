import { parseEnv } from '@/lib/platform/config/schema';
import { toSiteConfig } from '@/lib/platform/config/siteConfig';
import {
  FLAG_NAMES,
  FLAG_TYPES,
  isFlagActive,
  type FeatureFlags,
} from '@/lib/platform/flags/flagNames';

const DEFAULTS: FeatureFlags = toSiteConfig(parseEnv({})).flagDefaults;

describe('FLAG_NAMES', () => {
  it('names every configured flag exactly once', () => {
    expect([...FLAG_NAMES].sort()).toEqual(Object.keys(DEFAULTS).sort());
    expect(new Set(FLAG_NAMES).size).toBe(FLAG_NAMES.length);
  });

  it.each(FLAG_NAMES)('declares the type of %s as the type of its configured value', (name) => {
    expect(FLAG_TYPES[name]).toBe(typeof DEFAULTS[name]);
  });
});

describe('isFlagActive', () => {
  it.each<[Partial<FeatureFlags>, keyof FeatureFlags, boolean]>([
    [{ hideEmailButton: true }, 'hideEmailButton', true],
    [{ hideEmailButton: false }, 'hideEmailButton', false],
    [{ enrollmentLanding: true }, 'enrollmentLanding', true],
    [{ assetUrl: 'https://cdn.example.com/images' }, 'assetUrl', true],
    [{ assetUrl: '/static' }, 'assetUrl', true],
    [{ assetUrl: '' }, 'assetUrl', false],
    [{ faviconUrl: '' }, 'faviconUrl', false],
  ])('treats %p as %s active = %p', (overrides, name, expected) => {
    expect(isFlagActive({ ...DEFAULTS, ...overrides }, name)).toBe(expected);
  });
});
