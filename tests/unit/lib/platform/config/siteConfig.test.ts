/** @jest-environment node */
import { parseEnv } from '@/lib/platform/config/schema';
import { toPublicConfig, toSiteConfig } from '@/lib/platform/config/siteConfig';

const SECRETS = {
  ANALYTICS_API_KEY: 'secret-analytics-key',
  SENTRY_DSN: 'https://secretdsnkey@o123.ingest.sentry.io/456',
  GTM_CONTAINER_ID: 'GTM-SECRET1',
} as const;

/** Values only the server may know. */
const SERVER_ONLY = {
  INTERNAL_RENDER_SECRET: 'render-secret-0123456789abcdef0123456789',
  GRAPHQL_SERVER_URI: 'http://internal-graphql.example:8080/graphql',
  FLAG_FILE: '/etc/hp-vhp/secret-flags.json',
} as const;

describe('toSiteConfig', () => {
  it('gives the documented local defaults for an empty environment', () => {
    expect(toSiteConfig(parseEnv({}))).toEqual({
      release: '1.329.0',
      isProduction: false,
      secureCookies: false,
      siteOrigin: 'http://localhost:3000',
      brandName: 'HomePay',
      supportPhone: '1-888-555-0142',
      coreSiteUrl: 'https://www.care.com',
      memberAppUrl: 'https://www.care.com/app/hp-member/',
      referralReward: null,
      referralRewardEs: null,
      theme: 'care',
      consent: { optInRegions: [] },
      videos: { howItWorks: null, caregivers: null },
      prices: { monthlyFrom: null, tiers: { essentials: null, complete: null, premier: null } },
      reviewSources: {
        facebook: { count: null, url: null },
        google: { count: null, url: null },
      },
      logLevel: 'info',
      graphql: {
        uri: '/graphql',
        serverUri: 'http://localhost:3000/graphql',
        useGetForQueries: false,
      },
      oidc: {
        authority: undefined,
        clientId: 'hp-vhp',
        scope: 'openid profile email offline_access',
        storagePrefix: 'hp-vhp.oidc.',
        audience: 'urn:homepay:graphql',
      },
      analytics: { apiKey: undefined, serverUrl: undefined, webVitalsSampleRate: 0.25 },
      tagManager: { containerId: undefined, scriptOrigin: 'https://www.googletagmanager.com' },
      sentry: { dsn: undefined, tracesSampleRate: 0 },
      recaptcha: { enabled: false, siteKey: undefined },
      flagDefaults: {
        nannyTaxCalculator: true,
        hideEmailButton: false,
        threeTierPricing: false,
        caregiverToFamilyReferrals: true,
        calculatorDowntime: false,
        enrollmentLanding: false,
        assetUrl: '',
        faviconUrl: '',
        analyticsScriptUrl: '',
      },
      flagFile: undefined,
      listen: {
        port: 3000,
        hostname: '0.0.0.0',
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 65_000,
        shutdown: { drainMs: 10_000, finishMs: 15_000 },
      },
      pageCache: { renderSecret: undefined, ttlSeconds: 60, maxEntries: 500 },
      trustedProxyHops: 0,
      reportLimits: { logsPerMinute: 30, cspReportsPerMinute: 30, cspDedupSeconds: 300 },
    });
  });

  it.each([
    ['production', true],
    ['development', false],
    ['test', false],
  ] as const)('sets isProduction to %p when NODE_ENV is %s', (nodeEnv, expected) => {
    expect(toSiteConfig(parseEnv({ NODE_ENV: nodeEnv })).isProduction).toBe(expected);
  });

  it.each([
    [{}, false],
    [{ SITE_ORIGIN: 'https://www.example.com' }, true],
    [{ SITE_ORIGIN: 'https://www.example.com', SECURE_COOKIES: 'false' }, false],
    [{ SECURE_COOKIES: 'true' }, true],
    [{ NODE_ENV: 'production' }, false],
  ])(
    'marks cookies Secure from the origin or SECURE_COOKIES, never NODE_ENV (%p)',
    (env, secure) => {
      expect(toSiteConfig(parseEnv(env)).secureCookies).toBe(secure);
    },
  );

  it.each([
    [{}, { drainMs: 10_000, finishMs: 15_000 }],
    [
      { SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_FINISH_SECONDS: '2.5' },
      { drainMs: 0, finishMs: 2_500 },
    ],
  ])('reads the shutdown periods (%p)', (env, shutdown) => {
    expect(toSiteConfig(parseEnv(env)).listen.shutdown).toEqual(shutdown);
  });

  it.each([
    { SHUTDOWN_DRAIN_SECONDS: '-1' },
    { SHUTDOWN_FINISH_SECONDS: '0' },
    { SECURE_COOKIES: 'maybe' },
  ])('refuses %p naming the key', (env) => {
    expect(() => parseEnv(env)).toThrow(Object.keys(env)[0]);
  });

  it('groups configured values under their concern', () => {
    const config = toSiteConfig(
      parseEnv({
        ...SECRETS,
        RECAPTCHA_ENABLED: 'true',
        RECAPTCHA_SITE_KEY: 'public-site-key',
        THEME: 'embrace',
        GRAPHQL_URI: 'https://api.example.com/graphql',
        GRAPHQL_USE_GET_FOR_QUERIES: 'on',
        SENTRY_TRACES_SAMPLE_RATE: '0.25',
        FLAG_ASSET_URL: 'https://cdn.example.com/images/',
        FLAG_ENROLLMENT_LANDING: '1',
        OIDC_AUTHORITY: 'https://idp.example.com/realms/site',
        OIDC_CLIENT_ID: 'site-client',
        OIDC_AUDIENCE: 'urn:example:api',
      }),
    );
    expect(config.theme).toBe('embrace');
    expect(config.graphql).toEqual({
      uri: 'https://api.example.com/graphql',
      serverUri: 'https://api.example.com/graphql',
      useGetForQueries: true,
    });
    expect(config.oidc.authority).toBe('https://idp.example.com/realms/site');
    expect(config.oidc.clientId).toBe('site-client');
    expect(config.oidc.audience).toBe('urn:example:api');
    expect(config.analytics.apiKey).toBe(SECRETS.ANALYTICS_API_KEY);
    expect(config.tagManager.containerId).toBe(SECRETS.GTM_CONTAINER_ID);
    expect(config.sentry).toEqual({ dsn: SECRETS.SENTRY_DSN, tracesSampleRate: 0.25 });
    expect(config.recaptcha).toEqual({ enabled: true, siteKey: 'public-site-key' });
    expect(config.flagDefaults.assetUrl).toBe('https://cdn.example.com/images/');
    expect(config.flagDefaults.enrollmentLanding).toBe(true);
  });

  it.each([
    [{}, 'https://www.care.com/app/hp-member/'],
    [{ CORE_SITE_URL: 'https://stage.care.com' }, 'https://stage.care.com/app/hp-member/'],
    [{ MEMBER_APP_URL: '/app/homepay/dashboard' }, 'https://www.care.com/app/homepay/dashboard'],
    [{ MEMBER_APP_URL: 'https://members.example.com/' }, 'https://members.example.com/'],
  ])('resolves the member app URL of %p on the core site', (env, expected) => {
    expect(toSiteConfig(parseEnv(env)).memberAppUrl).toBe(expected);
  });

  it.each([
    [{}, null],
    [{ REFERRAL_REWARD_TEXT: '  ' }, null],
    [{ REFERRAL_REWARD_TEXT: ' A $50 credit for each family. ' }, 'A $50 credit for each family.'],
  ])('states the referral reward of %p only when configured', (env, expected) => {
    expect(toSiteConfig(parseEnv(env)).referralReward).toBe(expected);
  });

  it.each([
    [{}, null],
    [{ REFERRAL_REWARD_TEXT_ES: '  ' }, null],
    [{ REFERRAL_REWARD_TEXT: 'A $50 credit for each family.' }, null],
    [{ REFERRAL_REWARD_TEXT_ES: ' Un crédito de $50. ' }, 'Un crédito de $50.'],
  ])(
    'states the Spanish referral reward of %p only when configured in Spanish',
    (env, expected) => {
      expect(toSiteConfig(parseEnv(env)).referralRewardEs).toBe(expected);
    },
  );

  it('refuses a member app URL that is neither a path nor an http(s) URL', () => {
    expect(() => parseEnv({ MEMBER_APP_URL: 'javascript:alert(1)' })).toThrow('MEMBER_APP_URL');
  });
});

describe('toPublicConfig', () => {
  it('exposes only what the browser needs: site, theme, GraphQL URL and the public OIDC client', () => {
    const publicConfig = toPublicConfig(
      toSiteConfig(
        parseEnv({
          ...SECRETS,
          OIDC_AUTHORITY: 'https://idp.example.com',
          OIDC_CLIENT_ID: 'site',
          // The reCAPTCHA site key is public by design: the browser sends it to Google.
          RECAPTCHA_ENABLED: 'true',
          RECAPTCHA_SITE_KEY: 'public-site-key',
        }),
      ),
    );
    expect(publicConfig).toEqual({
      siteOrigin: 'http://localhost:3000',
      brandName: 'HomePay',
      supportPhone: '1-888-555-0142',
      coreSiteUrl: 'https://www.care.com',
      memberAppUrl: 'https://www.care.com/app/hp-member/',
      referralReward: null,
      theme: 'care',
      secureCookies: false,
      consent: { optInRegions: [] },
      videos: { howItWorks: null, caregivers: null },
      prices: { monthlyFrom: null, tiers: { essentials: null, complete: null, premier: null } },
      reviewSources: {
        facebook: { count: null, url: null },
        google: { count: null, url: null },
      },
      graphql: { uri: '/graphql', useGetForQueries: false },
      oidc: {
        authority: 'https://idp.example.com',
        clientId: 'site',
        scope: 'openid profile email offline_access',
        storagePrefix: 'hp-vhp.oidc.',
      },
      recaptcha: { enabled: true, siteKey: 'public-site-key' },
      // Issue 10: the browser sends events and errors itself, so it needs the analytics key, the
      // container id and the DSN; each is public by design (visible in every request it makes).
      observability: {
        release: '1.329.0',
        environment: 'development',
        analytics: {
          apiKey: 'secret-analytics-key',
          serverUrl: null,
          webVitalsSampleRate: 0.25,
        },
        tagManager: {
          containerId: 'GTM-SECRET1',
          scriptOrigin: 'https://www.googletagmanager.com',
        },
        sentry: { dsn: 'https://secretdsnkey@o123.ingest.sentry.io/456', tracesSampleRate: 0 },
      },
    });
  });

  it('gives the browser the configured web vitals sample rate with analytics', () => {
    const env = parseEnv({ ANALYTICS_API_KEY: 'key', WEB_VITALS_SAMPLE_RATE: '1' });
    expect(toPublicConfig(toSiteConfig(env)).observability.analytics).toMatchObject({
      webVitalsSampleRate: 1,
    });
  });

  it('leaves tracking off in the browser when nothing is configured', () => {
    expect(toPublicConfig(toSiteConfig(parseEnv({}))).observability).toMatchObject({
      analytics: null,
      tagManager: null,
      sentry: null,
    });
  });

  it('gives a null authority (JSON-safe) when no identity provider is configured', () => {
    expect(toPublicConfig(toSiteConfig(parseEnv({}))).oidc.authority).toBeNull();
  });

  it.each(Object.entries(SERVER_ONLY))('does not leak %s', (_key, secret) => {
    const serialized = JSON.stringify(toPublicConfig(toSiteConfig(parseEnv(SERVER_ONLY))));
    expect(serialized).not.toContain(secret);
  });
});
