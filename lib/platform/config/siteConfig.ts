import packageJson from '@/package.json';
import type { Env, ThemeName } from './schema';
import {
  toPublicObservability,
  type ObservabilitySettings,
  type PublicObservability,
} from './publicObservability';

/** Release id of the front end (docs/platform.md#release-id), from package.json: one source. */
export const RELEASE: string = packageJson.version;

/**
 * Flags evaluated for every request (docs/platform.md#flag-names). Keys are the flag names the flag
 * service knows.
 */
export interface FlagDefaults {
  nannyTaxCalculator: boolean;
  hideEmailButton: boolean;
  threeTierPricing: boolean;
  caregiverToFamilyReferrals: boolean;
  calculatorDowntime: boolean;
  enrollmentLanding: boolean;
  assetUrl: string;
  faviconUrl: string;
  analyticsScriptUrl: string;
}

/** The configured click-to-load videos, by where they appear; null: not set, nothing shown. */
export interface SiteVideos {
  howItWorks: string | null;
  caregivers: string | null;
}

/** Published monthly prices in US dollars (docs/site.md#prices); null: none is published. */
export interface SitePrices {
  /** The single plan's "from" price. */
  monthlyFrom: number | null;
  /** The three-tier test's tiers, shown while its flag is on. */
  tiers: { essentials: number | null; complete: number | null; premier: number | null };
}

/** Where a rating comes from: its review count and the page with the reviews (null: not set). */
export interface ReviewSource {
  count: number | null;
  url: string | null;
}

/** The landing page's rating badges' sources, by site. */
export interface ReviewSources {
  facebook: ReviewSource;
  google: ReviewSource;
}

/** Typed, grouped view of the environment. Built once on the server from {@link Env}. */
export interface SiteConfig {
  release: string;
  isProduction: boolean;
  /**
   * Whether the site's own cookies carry `Secure`: SECURE_COOKIES, else an https SITE_ORIGIN.
   * Never NODE_ENV, which `npm start` sets only after the front server has read the configuration.
   */
  secureCookies: boolean;
  siteOrigin: string;
  brandName: string;
  supportPhone: string;
  coreSiteUrl: string;
  /** The member app's absolute URL: MEMBER_APP_URL, a path resolved against the core site. */
  memberAppUrl: string;
  /**
   * What a referrer is given, in the business's own words (REFERRAL_REWARD_TEXT, `{brand}` for
   * the brand name); null: no reward is stated (docs/site.md#member-referral-links). In page
   * props (PublicConfig) it is the sentence in the page's language.
   */
  referralReward: string | null;
  /** The reward in Spanish (REFERRAL_REWARD_TEXT_ES); null: the Spanish page states none. */
  referralRewardEs: string | null;
  theme: ThemeName;
  logLevel: Env['LOG_LEVEL'];
  /**
   * `uri` is what the browser calls (absolute, or a path on the site origin); `serverUri` is what
   * server rendering calls: GRAPHQL_SERVER_URI, else the absolute `uri`, else origin + path.
   */
  graphql: { uri: string; serverUri: string; useGetForQueries: boolean };
  /** `audience` is the `aud` the GraphQL API's access tokens carry (resource indicator). */
  oidc: {
    authority: string | undefined;
    clientId: string;
    scope: string;
    storagePrefix: string;
    audience: string;
  };
  analytics: ObservabilitySettings['analytics'];
  tagManager: ObservabilitySettings['tagManager'];
  sentry: ObservabilitySettings['sentry'];
  recaptcha: { enabled: boolean; siteKey: string | undefined };
  /** Regions where ad consent starts denied (docs/tracking.md#consent). */
  consent: { optInRegions: string[] };
  /** YouTube ids of the click-to-load videos (docs/site.md#videos). */
  videos: SiteVideos;
  prices: SitePrices;
  reviewSources: ReviewSources;
  flagDefaults: FlagDefaults;
  /** A JSON file of flag values that overrides `flagDefaults` and is re-read when it changes. */
  flagFile: string | undefined;
  /** Where the production server listens. */
  listen: {
    port: number;
    hostname: string;
    /** The whole request, body included, must arrive within this (408 after). */
    requestTimeoutMs: number;
    /** The request line and headers must arrive within this (slowloris). */
    headersTimeoutMs: number;
    /** Idle keep-alive connections stay open this long: above the load balancer's idle timeout. */
    keepAliveTimeoutMs: number;
    /** After SIGTERM: serving with readiness at 503, then finishing requests in flight. */
    shutdown: { drainMs: number; finishMs: number };
  };
  /** The anonymous page cache of the front server (lib/serving/frontServer). */
  pageCache: {
    /** Marks the front server's own render requests; unset when no front server runs. */
    renderSecret: string | undefined;
    ttlSeconds: number;
    maxEntries: number;
  };
  /** Proxies in front of the site that append to X-Forwarded-For (0: none, use the peer address). */
  trustedProxyHops: number;
  /** Per-client limits of the browser-facing report endpoints, and the CSP report dedup window. */
  reportLimits: { logsPerMinute: number; cspReportsPerMinute: number; cspDedupSeconds: number };
  /** Redis for the state instances share (limits, sign-outs); undefined: each keeps its own. */
  redisUrl: string | undefined;
}

/** The part of the configuration the browser may see: no secrets, only what rendering needs. */
export interface PublicConfig extends Pick<
  SiteConfig,
  | 'siteOrigin'
  | 'brandName'
  | 'supportPhone'
  | 'coreSiteUrl'
  | 'memberAppUrl'
  | 'referralReward'
  | 'theme'
  | 'consent'
  | 'videos'
  | 'prices'
  | 'reviewSources'
  | 'secureCookies'
> {
  /** What the browser's GraphQL client calls. */
  graphql: Pick<SiteConfig['graphql'], 'uri' | 'useGetForQueries'>;
  /** Public client settings of the identity provider; `authority` unset means sign-in is off. */
  oidc: Pick<SiteConfig['oidc'], 'clientId' | 'scope' | 'storagePrefix'> & {
    authority: string | null;
  };
  /** reCAPTCHA v3 for the calculator's e-mail mutation; the site key is public by design. */
  recaptcha: { enabled: boolean; siteKey: string | null };
  /** What the browser's tracking needs (lib/platform/config/publicObservability.ts). */
  observability: PublicObservability;
}

/** Groups a validated environment into {@link SiteConfig}. */
export function toSiteConfig(env: Env): SiteConfig {
  return {
    release: RELEASE,
    isProduction: env.NODE_ENV === 'production',
    secureCookies: env.SECURE_COOKIES ?? env.SITE_ORIGIN.startsWith('https:'),
    siteOrigin: env.SITE_ORIGIN,
    brandName: env.BRAND_NAME,
    supportPhone: env.SUPPORT_PHONE,
    coreSiteUrl: env.CORE_SITE_URL,
    memberAppUrl: new URL(env.MEMBER_APP_URL, env.CORE_SITE_URL).href,
    referralReward: env.REFERRAL_REWARD_TEXT ?? null,
    referralRewardEs: env.REFERRAL_REWARD_TEXT_ES ?? null,
    theme: env.THEME,
    logLevel: env.LOG_LEVEL,
    graphql: {
      uri: env.GRAPHQL_URI,
      serverUri: env.GRAPHQL_SERVER_URI ?? new URL(env.GRAPHQL_URI, env.SITE_ORIGIN).href,
      useGetForQueries: env.GRAPHQL_USE_GET_FOR_QUERIES,
    },
    oidc: {
      authority: env.OIDC_AUTHORITY,
      clientId: env.OIDC_CLIENT_ID,
      scope: env.OIDC_SCOPE,
      storagePrefix: env.OIDC_STORAGE_PREFIX,
      audience: env.OIDC_AUDIENCE,
    },
    analytics: {
      apiKey: env.ANALYTICS_API_KEY,
      serverUrl: env.ANALYTICS_SERVER_URL,
      webVitalsSampleRate: env.WEB_VITALS_SAMPLE_RATE,
    },
    tagManager: { containerId: env.GTM_CONTAINER_ID, scriptOrigin: env.GTM_SCRIPT_ORIGIN },
    sentry: { dsn: env.SENTRY_DSN, tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE },
    recaptcha: { enabled: env.RECAPTCHA_ENABLED, siteKey: env.RECAPTCHA_SITE_KEY },
    consent: { optInRegions: env.CONSENT_OPT_IN_REGIONS },
    // null, not undefined: both reach page props, which are serialized to JSON.
    videos: {
      howItWorks: env.VIDEO_HOW_IT_WORKS_ID ?? null,
      caregivers: env.VIDEO_CAREGIVERS_ID ?? null,
    },
    prices: {
      monthlyFrom: env.PRICE_MONTHLY_FROM_USD ?? null,
      tiers: {
        essentials: env.PRICE_ESSENTIALS_MONTHLY_USD ?? null,
        complete: env.PRICE_COMPLETE_MONTHLY_USD ?? null,
        premier: env.PRICE_PREMIER_MONTHLY_USD ?? null,
      },
    },
    reviewSources: {
      facebook: {
        count: env.REVIEWS_FACEBOOK_COUNT ?? null,
        url: env.REVIEWS_FACEBOOK_URL ?? null,
      },
      google: { count: env.REVIEWS_GOOGLE_COUNT ?? null, url: env.REVIEWS_GOOGLE_URL ?? null },
    },
    flagDefaults: {
      nannyTaxCalculator: env.FLAG_NANNY_TAX_CALCULATOR,
      hideEmailButton: env.FLAG_HIDE_EMAIL_BUTTON,
      threeTierPricing: env.FLAG_THREE_TIER_PRICING,
      caregiverToFamilyReferrals: env.FLAG_CAREGIVER_TO_FAMILY_REFERRALS,
      calculatorDowntime: env.FLAG_CALCULATOR_DOWNTIME,
      enrollmentLanding: env.FLAG_ENROLLMENT_LANDING,
      assetUrl: env.FLAG_ASSET_URL ?? '',
      faviconUrl: env.FLAG_FAVICON_URL ?? '',
      analyticsScriptUrl: env.FLAG_ANALYTICS_SCRIPT_URL ?? '',
    },
    flagFile: env.FLAG_FILE,
    listen: {
      port: env.PORT,
      hostname: env.HOSTNAME,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT,
      shutdown: {
        drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
        finishMs: env.SHUTDOWN_FINISH_SECONDS * 1000,
      },
    },
    pageCache: {
      renderSecret: env.INTERNAL_RENDER_SECRET,
      ttlSeconds: env.PAGE_CACHE_TTL_SECONDS,
      maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
    },
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    reportLimits: {
      logsPerMinute: env.LOG_RATE_LIMIT_PER_MINUTE,
      cspReportsPerMinute: env.CSP_REPORT_RATE_LIMIT_PER_MINUTE,
      cspDedupSeconds: env.CSP_REPORT_DEDUP_SECONDS,
    },
    redisUrl: env.REDIS_URL,
  };
}

/** Picks the browser-safe subset of the configuration. */
export function toPublicConfig(config: SiteConfig): PublicConfig {
  return {
    siteOrigin: config.siteOrigin,
    brandName: config.brandName,
    supportPhone: config.supportPhone,
    coreSiteUrl: config.coreSiteUrl,
    memberAppUrl: config.memberAppUrl,
    referralReward: config.referralReward,
    theme: config.theme,
    consent: config.consent,
    videos: config.videos,
    prices: config.prices,
    reviewSources: config.reviewSources,
    // The browser writes the privacy choice cookie under the same name the server reads.
    secureCookies: config.secureCookies,
    graphql: { uri: config.graphql.uri, useGetForQueries: config.graphql.useGetForQueries },
    oidc: {
      // null, not undefined: page props are serialized to JSON.
      authority: config.oidc.authority ?? null,
      clientId: config.oidc.clientId,
      scope: config.oidc.scope,
      storagePrefix: config.oidc.storagePrefix,
    },
    recaptcha: {
      enabled: config.recaptcha.enabled,
      siteKey: config.recaptcha.siteKey ?? null,
    },
    observability: toPublicObservability(config),
  };
}
