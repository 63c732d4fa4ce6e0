import { z } from '@/lib/platform/validation/z';

/** Theme names (docs/site.md#theme). */
export const THEME_NAMES = ['care', 'care24', 'embrace'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Strings from the environment that mean "on". Anything else is off. */
const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value),
    );

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

const httpUrl = z.url({ protocol: /^https?$/ });

const optionalHttpUrl = optionalString.pipe(httpUrl.optional());

/** An http(s) origin: scheme, host and port, nothing after them (a trailing "/" is allowed). */
const httpOrigin = z
  .string()
  .trim()
  .refine((value) => httpUrl.safeParse(value).success && /^https?:\/\/[^/?#]+\/?$/.test(value), {
    message:
      'must be an http(s) origin such as https://www.googletagmanager.com (no path or query)',
  })
  .transform((value) => new URL(value).origin);

/** An absolute http(s) URL or a path starting with a single "/" (resolved against the site origin). */
const urlOrPath = z
  .string()
  .trim()
  .refine((value) => /^\/(?!\/)/.test(value) || httpUrl.safeParse(value).success, {
    message: 'must be an absolute http(s) URL or a path starting with "/"',
  });

/** A YouTube video id, 11 URL-safe characters; unset: no video (docs/site.md#videos). */
const optionalYouTubeId = optionalString.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character video id')
    .optional(),
);

/** A published price in whole US dollars; unset: none is shown (docs/site.md#prices). */
const optionalPriceUsd = optionalString
  .refine((value) => value === undefined || /^[0-9]+$/.test(value), {
    message: 'must be whole dollars',
  })
  .transform((value) => (value === undefined ? undefined : Number(value)))
  .pipe(z.number().int().min(1).max(100_000).optional());

/** A count of something published (reviews); unset: not shown. */
const optionalCount = optionalString
  .refine((value) => value === undefined || /^[0-9]+$/.test(value), {
    message: 'must be a whole number',
  })
  .transform((value) => (value === undefined ? undefined : Number(value)))
  .pipe(z.number().int().min(1).max(10_000_000).optional());

/**
 * Every environment variable the site reads, with its default. `.env.example` documents each
 * key; this schema is the single source of truth for names, types and defaults.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_ORIGIN: httpUrl
      .default('http://localhost:3000')
      .transform((value) => new URL(value).origin),
    // Unset: cookies are Secure exactly when SITE_ORIGIN is https (docs/serving.md#visitor-cookies).
    SECURE_COOKIES: z
      .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
      .optional()
      .transform((value) =>
        value === undefined ? undefined : ['true', '1', 'yes', 'on'].includes(value),
      ),
    BRAND_NAME: z.string().trim().min(1).default('HomePay'),
    SUPPORT_PHONE: z
      .string()
      .trim()
      .regex(/^[0-9()+\-.\s]{7,20}$/, 'must be a phone number such as 1-888-555-0142')
      .default('1-888-555-0142'),
    CORE_SITE_URL: httpUrl
      .default('https://www.care.com')
      .transform((value) => new URL(value).origin),
    // The member app (payroll, pay stubs, documents): a path on CORE_SITE_URL or an absolute URL
    // (docs/members.md#account-menu).
    MEMBER_APP_URL: urlOrPath.default('/app/hp-member/'),
    REFERRAL_REWARD_TEXT: optionalString,
    // The same sentence in Spanish, for the Spanish referral page; unset, that page states none
    // rather than English words (docs/site.md#member-referral-links).
    REFERRAL_REWARD_TEXT_ES: optionalString,
    GRAPHQL_URI: urlOrPath.default('/graphql'),
    GRAPHQL_USE_GET_FOR_QUERIES: booleanFromEnv(false),
    GRAPHQL_SERVER_URI: optionalHttpUrl,
    OIDC_AUTHORITY: optionalHttpUrl,
    OIDC_CLIENT_ID: z.string().trim().min(1).default('hp-vhp'),
    OIDC_AUDIENCE: z.string().trim().min(1).default('urn:homepay:graphql'),
    OIDC_SCOPE: z
      .string()
      .trim()
      .refine((scope) => scope.split(/\s+/).includes('openid'), {
        message: 'must include "openid" (the sign-in is OpenID Connect)',
      })
      .default('openid profile email offline_access'),
    OIDC_STORAGE_PREFIX: z
      .string()
      .trim()
      .regex(/oidc\.$/, 'must end with "oidc."')
      .default('hp-vhp.oidc.'),
    ANALYTICS_API_KEY: optionalString,
    ANALYTICS_SERVER_URL: optionalHttpUrl,
    // The share of page views whose Core Web Vitals are sent (docs/tracking.md#web-vitals).
    WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.25),
    GTM_CONTAINER_ID: optionalString.pipe(
      z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
        .optional(),
    ),
    // Where the container script (`/gtm.js`) comes from: Google's, or a stand-in such as the
    // local stack's telemetry sink, so the container load can be exercised offline.
    GTM_SCRIPT_ORIGIN: httpOrigin.default('https://www.googletagmanager.com'),
    // Regions (ISO 3166-1 country or 3166-2 subdivision codes, comma-separated) where ad consent
    // starts denied until the visitor allows it; everywhere else the US opt-out model applies
    // (docs/tracking.md#consent).
    CONSENT_OPT_IN_REGIONS: z
      .string()
      .trim()
      .default('')
      .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
      .transform((codes) => codes.filter((code) => code !== ''))
      .pipe(z.array(z.string().regex(/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/, 'must be ISO 3166 codes'))),
    // YouTube ids of the click-to-load videos (docs/site.md#videos); unset: no player, no link.
    VIDEO_HOW_IT_WORKS_ID: optionalYouTubeId,
    VIDEO_CAREGIVERS_ID: optionalYouTubeId,
    // Published monthly "from" prices (docs/site.md#prices); unset: the page promises no figure.
    PRICE_MONTHLY_FROM_USD: optionalPriceUsd,
    PRICE_ESSENTIALS_MONTHLY_USD: optionalPriceUsd,
    PRICE_COMPLETE_MONTHLY_USD: optionalPriceUsd,
    PRICE_PREMIER_MONTHLY_USD: optionalPriceUsd,
    // The landing page's rating badges (docs/site.md#content): how many reviews each rating is
    // from and where to read them; unset, the badge shows the stars alone.
    REVIEWS_FACEBOOK_COUNT: optionalCount,
    REVIEWS_FACEBOOK_URL: optionalHttpUrl,
    REVIEWS_GOOGLE_COUNT: optionalCount,
    REVIEWS_GOOGLE_URL: optionalHttpUrl,
    SENTRY_DSN: optionalHttpUrl,
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
    RECAPTCHA_ENABLED: booleanFromEnv(false),
    RECAPTCHA_SITE_KEY: optionalString,
    THEME: z.enum(THEME_NAMES).default('care'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Where the production server listens (the names Next.js's standalone server uses).
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOSTNAME: z.string().trim().min(1).default('0.0.0.0'),
    // Set by the front server (lib/serving/frontServer) for its own render requests; never configure by hand.
    INTERNAL_RENDER_SECRET: optionalString.pipe(z.string().min(32).optional()),
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
    FLAG_FILE: optionalString,
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOG_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
    CSP_REPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
    CSP_REPORT_DEDUP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    // Shared state between instances (docs/operations.md#shared-state); unset: each keeps its own.
    REDIS_URL: optionalString.pipe(
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    ),
    // Node's HTTP server timeouts (docs/operations.md#timeouts); KEEP_ALIVE_TIMEOUT is Next.js's own
    // name.
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    KEEP_ALIVE_TIMEOUT: z.coerce.number().int().min(1).default(65_000),
    // Graceful shutdown (docs/operations.md#graceful-shutdown): serve this long after SIGTERM with
    // readiness at 503, then give requests in flight this long to finish.
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(10),
    SHUTDOWN_FINISH_SECONDS: z.coerce.number().min(0.1).max(600).default(15),
    FLAG_NANNY_TAX_CALCULATOR: booleanFromEnv(true),
    FLAG_HIDE_EMAIL_BUTTON: booleanFromEnv(false),
    FLAG_THREE_TIER_PRICING: booleanFromEnv(false),
    FLAG_CAREGIVER_TO_FAMILY_REFERRALS: booleanFromEnv(true),
    FLAG_CALCULATOR_DOWNTIME: booleanFromEnv(false),
    FLAG_ENROLLMENT_LANDING: booleanFromEnv(false),
    FLAG_ASSET_URL: optionalString.pipe(urlOrPath.optional()),
    FLAG_FAVICON_URL: optionalString.pipe(urlOrPath.optional()),
    FLAG_ANALYTICS_SCRIPT_URL: optionalHttpUrl,
  })
  .superRefine((env, ctx) => {
    if (env.RECAPTCHA_ENABLED && !env.RECAPTCHA_SITE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SITE_KEY'],
        message: 'is required when RECAPTCHA_ENABLED is on',
      });
    }
  });

export type Env = z.output<typeof envSchema>;

/** Thrown when the environment does not satisfy {@link envSchema}; fails the build and the server start. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** Validates a raw environment; throws {@link ConfigurationError} listing every bad key. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  // An empty value means "not set" (as `KEY=` in .env.example), so the default applies.
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new ConfigurationError(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}
