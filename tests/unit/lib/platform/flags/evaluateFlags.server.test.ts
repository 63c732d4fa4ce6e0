/** @jest-environment node */
import {
  ErrorCode,
  InMemoryProvider,
  OpenFeature,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import { parseEnv } from '@/lib/platform/config/schema';
import { toSiteConfig, type FlagDefaults } from '@/lib/platform/config/siteConfig';
import { createConfigFlagProvider } from '@/lib/platform/flags/configFlagProvider.server';
import { evaluateFlags, registerFlagProvider } from '@/lib/platform/flags/evaluateFlags.server';
import { FLAG_NAMES, FLAG_TYPES } from '@/lib/platform/flags/flagNames';

const DEFAULTS: FlagDefaults = toSiteConfig(parseEnv({})).flagDefaults;

/** Every value differs from DEFAULTS, so a test can tell a provider value from a fallback. */
const CONFIGURED: FlagDefaults = {
  nannyTaxCalculator: !DEFAULTS.nannyTaxCalculator,
  hideEmailButton: !DEFAULTS.hideEmailButton,
  threeTierPricing: !DEFAULTS.threeTierPricing,
  caregiverToFamilyReferrals: !DEFAULTS.caregiverToFamilyReferrals,
  calculatorDowntime: !DEFAULTS.calculatorDowntime,
  enrollmentLanding: !DEFAULTS.enrollmentLanding,
  assetUrl: 'https://cdn.example.com/images',
  faviconUrl: 'https://cdn.example.com/favicon.ico',
  analyticsScriptUrl: 'https://cdn.example.com/analytics.js',
};

const CONTEXT = { targetingKey: '0f8fad5b-d9cb-469f-a165-70867728950e' };

type Behaviour = 'answers' | 'throws' | 'rejects' | 'returns an error code';

interface Call {
  type: 'boolean' | 'string';
  flagKey: string;
  targetingKey: string | undefined;
}

/** A fake provider that records each evaluation and then behaves as told. */
class FakeProvider implements Provider {
  readonly metadata = { name: 'fake' };
  readonly runsOn = 'server';
  readonly calls: Call[] = [];

  constructor(
    private readonly behaviour: Behaviour,
    private readonly values: Readonly<Record<string, boolean | string>> = {},
  ) {}

  resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<boolean>> {
    const value = this.values[flagKey];
    return this.resolve(
      'boolean',
      flagKey,
      context,
      typeof value === 'boolean' ? value : !defaultValue,
    );
  }

  resolveStringEvaluation(
    flagKey: string,
    _defaultValue: string,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<string>> {
    const value = this.values[flagKey];
    return this.resolve('string', flagKey, context, typeof value === 'string' ? value : 'bogus');
  }

  resolveNumberEvaluation(): Promise<ResolutionDetails<number>> {
    return Promise.reject(new Error('no number flags'));
  }

  resolveObjectEvaluation<T extends JsonValue>(): Promise<ResolutionDetails<T>> {
    return Promise.reject(new Error('no object flags'));
  }

  private resolve<T>(
    type: Call['type'],
    flagKey: string,
    context: EvaluationContext,
    value: T,
  ): Promise<ResolutionDetails<T>> {
    this.calls.push({ type, flagKey, targetingKey: context.targetingKey });
    switch (this.behaviour) {
      case 'answers':
        return Promise.resolve({ value, reason: 'STATIC' });
      case 'throws':
        throw new Error('flag service down');
      case 'rejects':
        return Promise.reject(new Error('flag service timed out'));
      case 'returns an error code':
        return Promise.resolve({ value, reason: 'ERROR', errorCode: ErrorCode.GENERAL });
    }
  }
}

describe('registerFlagProvider', () => {
  afterEach(async () => {
    await OpenFeature.clearProviders();
  });

  it("returns the site's OpenFeature client, backed by the given provider", async () => {
    const provider = new FakeProvider('answers', { hideEmailButton: true });
    const client = registerFlagProvider(provider);
    expect(client.metadata.domain).toBe('hp-vhp');
    await expect(client.getBooleanValue('hideEmailButton', false, CONTEXT)).resolves.toBe(true);
    expect(provider.calls).toHaveLength(1);
  });
});

describe('evaluateFlags', () => {
  afterEach(async () => {
    await OpenFeature.clearProviders();
  });

  it('takes every value from the configured provider rather than the fallback', async () => {
    const client = registerFlagProvider(createConfigFlagProvider(CONFIGURED));
    await expect(evaluateFlags(client, DEFAULTS, CONTEXT)).resolves.toEqual(CONFIGURED);
  });

  it('evaluates every flag of FLAG_NAMES once, with its declared type and the visitor context', async () => {
    const provider = new FakeProvider('answers', { ...CONFIGURED });
    const flags = await evaluateFlags(registerFlagProvider(provider), DEFAULTS, CONTEXT);
    expect(flags).toEqual(CONFIGURED);
    expect([...provider.calls].sort((a, b) => a.flagKey.localeCompare(b.flagKey))).toEqual(
      [...FLAG_NAMES]
        .sort((a, b) => a.localeCompare(b))
        .map((flagKey) => ({
          type: FLAG_TYPES[flagKey],
          flagKey,
          targetingKey: CONTEXT.targetingKey,
        })),
    );
  });

  it.each<Behaviour>(['throws', 'rejects', 'returns an error code'])(
    'falls back to the configured defaults when the provider %s',
    async (behaviour) => {
      const provider = new FakeProvider(behaviour);
      const flags = await evaluateFlags(registerFlagProvider(provider), DEFAULTS, CONTEXT);
      expect(flags).toEqual(DEFAULTS);
      expect(provider.calls).toHaveLength(FLAG_NAMES.length);
    },
  );

  it('falls back to the configured defaults for flags the provider does not know', async () => {
    const client = registerFlagProvider(new InMemoryProvider({}));
    await expect(evaluateFlags(client, DEFAULTS, CONTEXT)).resolves.toEqual(DEFAULTS);
  });
});
