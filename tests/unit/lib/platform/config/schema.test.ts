/** @jest-environment node */
import fc from 'fast-check';
import { ConfigurationError, envSchema, parseEnv, THEME_NAMES } from '@/lib/platform/config/schema';

/** Runs `parseEnv` and returns the ConfigurationError it throws (fails the test if it does not). */
function configurationErrorFor(raw: Record<string, string | undefined>): ConfigurationError {
  try {
    parseEnv(raw);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(raw)}`);
}

const ON_VALUES = ['true', '1', 'yes', 'on'] as const;
const OFF_VALUES = ['false', '0', 'no', 'off'] as const;

describe('parseEnv', () => {
  it.each([
    ['NODE_ENV', 'development'],
    ['SITE_ORIGIN', 'http://localhost:3000'],
    ['BRAND_NAME', 'HomePay'],
    ['SUPPORT_PHONE', '1-888-555-0142'],
    ['CORE_SITE_URL', 'https://www.care.com'],
    ['GRAPHQL_URI', '/graphql'],
    ['GRAPHQL_USE_GET_FOR_QUERIES', false],
    ['OIDC_AUTHORITY', undefined],
    ['OIDC_CLIENT_ID', 'hp-vhp'],
    ['OIDC_STORAGE_PREFIX', 'hp-vhp.oidc.'],
    ['ANALYTICS_API_KEY', undefined],
    ['WEB_VITALS_SAMPLE_RATE', 0.25],
    ['GTM_CONTAINER_ID', undefined],
    ['GTM_SCRIPT_ORIGIN', 'https://www.googletagmanager.com'],
    ['SENTRY_DSN', undefined],
    ['SENTRY_TRACES_SAMPLE_RATE', 0],
    ['RECAPTCHA_ENABLED', false],
    ['RECAPTCHA_SITE_KEY', undefined],
    ['THEME', 'care'],
    ['LOG_LEVEL', 'info'],
    ['FLAG_NANNY_TAX_CALCULATOR', true],
    ['FLAG_HIDE_EMAIL_BUTTON', false],
    ['FLAG_THREE_TIER_PRICING', false],
    ['FLAG_CAREGIVER_TO_FAMILY_REFERRALS', true],
    ['FLAG_CALCULATOR_DOWNTIME', false],
    ['FLAG_ENROLLMENT_LANDING', false],
    ['FLAG_ASSET_URL', undefined],
    ['FLAG_FAVICON_URL', undefined],
    ['FLAG_ANALYTICS_SCRIPT_URL', undefined],
  ] as const)('defaults %s to %p when the environment is empty', (key, expected) => {
    expect(parseEnv({})[key]).toEqual(expected);
  });

  it('uses the OIDC storage prefix default that ends in "oidc."', () => {
    expect(parseEnv({}).OIDC_STORAGE_PREFIX.endsWith('oidc.')).toBe(true);
  });

  it.each([
    ['SITE_ORIGIN', { SITE_ORIGIN: 'not a url' }],
    ['SITE_ORIGIN', { SITE_ORIGIN: 'ftp://example.com' }],
    ['CORE_SITE_URL', { CORE_SITE_URL: 'www.care.com' }],
    ['THEME', { THEME: 'neon' }],
    ['OIDC_STORAGE_PREFIX', { OIDC_STORAGE_PREFIX: 'hp-vhp.auth.' }],
    ['OIDC_AUTHORITY', { OIDC_AUTHORITY: 'idp.example.com' }],
    ['RECAPTCHA_SITE_KEY', { RECAPTCHA_ENABLED: 'true' }],
    ['GTM_CONTAINER_ID', { GTM_CONTAINER_ID: 'gtm-abc' }],
    ['GTM_CONTAINER_ID', { GTM_CONTAINER_ID: 'GTM-' }],
    ['GTM_SCRIPT_ORIGIN', { GTM_SCRIPT_ORIGIN: 'www.googletagmanager.com' }],
    ['GTM_SCRIPT_ORIGIN', { GTM_SCRIPT_ORIGIN: 'https://tags.example.com/gtm.js' }],
    ['GTM_SCRIPT_ORIGIN', { GTM_SCRIPT_ORIGIN: 'https://tags.example.com?id=1' }],
    ['GTM_SCRIPT_ORIGIN', { GTM_SCRIPT_ORIGIN: 'javascript:alert(1)' }],
    ['SENTRY_TRACES_SAMPLE_RATE', { SENTRY_TRACES_SAMPLE_RATE: '2' }],
    ['SENTRY_TRACES_SAMPLE_RATE', { SENTRY_TRACES_SAMPLE_RATE: '-0.1' }],
    ['SENTRY_TRACES_SAMPLE_RATE', { SENTRY_TRACES_SAMPLE_RATE: 'half' }],
    ['WEB_VITALS_SAMPLE_RATE', { WEB_VITALS_SAMPLE_RATE: '1.5' }],
    ['WEB_VITALS_SAMPLE_RATE', { WEB_VITALS_SAMPLE_RATE: '-0.25' }],
    ['WEB_VITALS_SAMPLE_RATE', { WEB_VITALS_SAMPLE_RATE: '25%' }],
    ['SENTRY_DSN', { SENTRY_DSN: 'not-a-dsn' }],
    ['GRAPHQL_URI', { GRAPHQL_URI: '//evil.example.com/graphql' }],
    ['GRAPHQL_URI', { GRAPHQL_URI: 'javascript:alert(1)' }],
    ['GRAPHQL_URI', { GRAPHQL_URI: 'graphql' }],
    ['FLAG_ASSET_URL', { FLAG_ASSET_URL: '//cdn.example.com' }],
    ['SUPPORT_PHONE', { SUPPORT_PHONE: 'call us' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['FLAG_HIDE_EMAIL_BUTTON', { FLAG_HIDE_EMAIL_BUTTON: 'maybe' }],
    ['REDIS_URL', { REDIS_URL: 'http://redis.internal:6379' }],
    ['REDIS_URL', { REDIS_URL: 'redis.internal:6379' }],
  ])('throws a ConfigurationError naming %s when it is invalid', (key, raw) => {
    const error = configurationErrorFor(raw);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ConfigurationError');
    expect(error.message).toMatch(new RegExp(`^\\s+${key}: `, 'm'));
  });

  it('names every bad key when several are invalid', () => {
    const error = configurationErrorFor({ THEME: 'neon', SITE_ORIGIN: 'nope', LOG_LEVEL: 'loud' });
    expect(error.message).toContain('THEME');
    expect(error.message).toContain('SITE_ORIGIN');
    expect(error.message).toContain('LOG_LEVEL');
  });

  it.each(ON_VALUES)('reads %p as on', (value) => {
    const env = parseEnv({ FLAG_HIDE_EMAIL_BUTTON: value, GRAPHQL_USE_GET_FOR_QUERIES: value });
    expect(env.FLAG_HIDE_EMAIL_BUTTON).toBe(true);
    expect(env.GRAPHQL_USE_GET_FOR_QUERIES).toBe(true);
  });

  it.each(OFF_VALUES)('reads %p as off, even for a flag that defaults to on', (value) => {
    const env = parseEnv({ FLAG_NANNY_TAX_CALCULATOR: value, FLAG_HIDE_EMAIL_BUTTON: value });
    expect(env.FLAG_NANNY_TAX_CALCULATOR).toBe(false);
    expect(env.FLAG_HIDE_EMAIL_BUTTON).toBe(false);
  });

  it.each(['', '   '])('falls back to the default when a value is blank (%p)', (blank) => {
    const env = parseEnv({
      FLAG_NANNY_TAX_CALCULATOR: blank,
      FLAG_HIDE_EMAIL_BUTTON: blank,
      THEME: blank,
      SITE_ORIGIN: blank,
    });
    expect(env.FLAG_NANNY_TAX_CALCULATOR).toBe(true);
    expect(env.FLAG_HIDE_EMAIL_BUTTON).toBe(false);
    expect(env.THEME).toBe('care');
    expect(env.SITE_ORIGIN).toBe('http://localhost:3000');
  });

  it('rejects any other boolean spelling', () => {
    const accepted: readonly string[] = [...ON_VALUES, ...OFF_VALUES];
    fc.assert(
      fc.property(
        fc.string().filter((value) => value.trim() !== '' && !accepted.includes(value)),
        (value) => {
          expect(() => parseEnv({ RECAPTCHA_ENABLED: value })).toThrow(ConfigurationError);
        },
      ),
    );
  });

  it('reduces SITE_ORIGIN and CORE_SITE_URL to their origins', () => {
    const env = parseEnv({
      SITE_ORIGIN: 'https://www.example.com/app/hp-vhp/',
      CORE_SITE_URL: 'https://core.example.com:8443/some/path?x=1',
    });
    expect(env.SITE_ORIGIN).toBe('https://www.example.com');
    expect(env.CORE_SITE_URL).toBe('https://core.example.com:8443');
  });

  it.each([
    ['http://localhost:4002', 'http://localhost:4002'],
    ['https://tags.example.com/', 'https://tags.example.com'],
    ['https://www.googletagmanager.com:443', 'https://www.googletagmanager.com'],
  ])('accepts GTM_SCRIPT_ORIGIN %p as the origin %p', (raw, origin) => {
    expect(parseEnv({ GTM_SCRIPT_ORIGIN: raw }).GTM_SCRIPT_ORIGIN).toBe(origin);
  });

  it('explains what GTM_SCRIPT_ORIGIN wants when given a script URL', () => {
    expect(
      configurationErrorFor({ GTM_SCRIPT_ORIGIN: 'https://tags.example.com/gtm.js' }).message,
    ).toContain('must be an http(s) origin such as https://www.googletagmanager.com');
  });

  it.each(['/graphql', '/api/graphql', 'https://api.example.com/graphql'])(
    'accepts GRAPHQL_URI %p',
    (uri) => {
      expect(parseEnv({ GRAPHQL_URI: uri }).GRAPHQL_URI).toBe(uri);
    },
  );

  it('accepts RECAPTCHA_ENABLED when a site key is configured', () => {
    const env = parseEnv({ RECAPTCHA_ENABLED: 'yes', RECAPTCHA_SITE_KEY: 'site-key' });
    expect(env.RECAPTCHA_ENABLED).toBe(true);
    expect(env.RECAPTCHA_SITE_KEY).toBe('site-key');
  });

  it('treats blank optional strings as not configured', () => {
    const env = parseEnv({ GTM_CONTAINER_ID: '  ', ANALYTICS_API_KEY: '', SENTRY_DSN: ' ' });
    expect(env.GTM_CONTAINER_ID).toBeUndefined();
    expect(env.ANALYTICS_API_KEY).toBeUndefined();
    expect(env.SENTRY_DSN).toBeUndefined();
  });

  it('parses the traces sample rate as a number within [0, 1]', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (rate) => {
        expect(
          parseEnv({ SENTRY_TRACES_SAMPLE_RATE: String(rate) }).SENTRY_TRACES_SAMPLE_RATE,
        ).toBe(rate);
      }),
    );
  });

  it('parses the web vitals sample rate as a number within [0, 1]', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (rate) => {
        expect(parseEnv({ WEB_VITALS_SAMPLE_RATE: String(rate) }).WEB_VITALS_SAMPLE_RATE).toBe(
          rate,
        );
      }),
    );
  });

  it.each(THEME_NAMES)('accepts the theme %p', (theme) => {
    expect(parseEnv({ THEME: theme }).THEME).toBe(theme);
  });
});

describe('REDIS_URL', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
    [
      'rediss://user:secret@cache.example.com:6380/2',
      'rediss://user:secret@cache.example.com:6380/2',
    ],
  ])('reads %p as %p (unset: in memory per instance)', (raw, expected) => {
    expect(parseEnv(raw === undefined ? {} : { REDIS_URL: raw }).REDIS_URL).toBe(expected);
  });
});

describe('envSchema', () => {
  it('reports the bad key in its issue path', () => {
    const result = envSchema.safeParse({ THEME: 'neon' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['THEME']);
  });

  it('succeeds on an empty environment', () => {
    expect(envSchema.safeParse({}).success).toBe(true);
  });
});

describe('ConfigurationError', () => {
  it('is an Error subclass with its own name', () => {
    const error = new ConfigurationError('bad');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.name).toBe('ConfigurationError');
    expect(error.message).toBe('bad');
  });
});

describe('OIDC_SCOPE', () => {
  it('must include openid', () => {
    expect(() => parseEnv({ OIDC_SCOPE: 'profile email' })).toThrow(
      /OIDC_SCOPE: must include "openid"/,
    );
    expect(parseEnv({ OIDC_SCOPE: 'openid email' }).OIDC_SCOPE).toBe('openid email');
  });
});

describe('parseEnv consent and videos', () => {
  it('reads the opt-in regions as upper-case ISO codes', () => {
    expect(parseEnv({ CONSENT_OPT_IN_REGIONS: 'de, us-ca,,FR' }).CONSENT_OPT_IN_REGIONS).toEqual([
      'DE',
      'US-CA',
      'FR',
    ]);
  });

  it('refuses an opt-in region that is not an ISO code', () => {
    expect(configurationErrorFor({ CONSENT_OPT_IN_REGIONS: 'Germany' }).message).toContain(
      'CONSENT_OPT_IN_REGIONS',
    );
  });

  it('leaves the videos unset by default: no placeholder id', () => {
    const env = parseEnv({});
    expect(env.VIDEO_HOW_IT_WORKS_ID).toBeUndefined();
    expect(env.VIDEO_CAREGIVERS_ID).toBeUndefined();
    expect(parseEnv({ VIDEO_CAREGIVERS_ID: ' abcDEF_1234 ' }).VIDEO_CAREGIVERS_ID).toBe(
      'abcDEF_1234',
    );
  });

  it('refuses a video id that is not 11 URL-safe characters', () => {
    expect(configurationErrorFor({ VIDEO_CAREGIVERS_ID: 'https://youtu.be/x' }).message).toContain(
      'VIDEO_CAREGIVERS_ID',
    );
  });
});

describe('parseEnv prices', () => {
  it('publishes no price by default', () => {
    const env = parseEnv({});
    expect(env.PRICE_MONTHLY_FROM_USD).toBeUndefined();
    expect(env.PRICE_COMPLETE_MONTHLY_USD).toBeUndefined();
  });

  it('reads whole-dollar monthly prices', () => {
    const env = parseEnv({ PRICE_MONTHLY_FROM_USD: '59', PRICE_PREMIER_MONTHLY_USD: '129' });
    expect(env.PRICE_MONTHLY_FROM_USD).toBe(59);
    expect(env.PRICE_PREMIER_MONTHLY_USD).toBe(129);
  });

  it.each(['free', '0', '-5', '49.99'])('refuses the price %p', (value) => {
    expect(configurationErrorFor({ PRICE_MONTHLY_FROM_USD: value }).message).toContain(
      'PRICE_MONTHLY_FROM_USD',
    );
  });
});
