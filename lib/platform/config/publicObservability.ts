/** The tracking settings as the server holds them (parts of SiteConfig); unset: not configured. */
export interface ObservabilitySettings {
  release: string;
  isProduction: boolean;
  /** `webVitalsSampleRate`: the share of page views that send web vitals (docs/tracking.md#web-vitals). */
  analytics: {
    apiKey: string | undefined;
    serverUrl: string | undefined;
    webVitalsSampleRate: number;
  };
  /** `scriptOrigin` serves `/gtm.js` (GTM_SCRIPT_ORIGIN); the CSP allows exactly that origin. */
  tagManager: { containerId: string | undefined; scriptOrigin: string };
  sentry: { dsn: string | undefined; tracesSampleRate: number };
}

/**
 * What the browser's tracking needs (docs/tracking.md#what-loads-when); each part is null when
 * not configured. The analytics key and the DSN are public by design: every browser that sends
 * events sees them.
 */
export interface PublicObservability {
  release: string;
  environment: string;
  analytics: { apiKey: string; serverUrl: string | null; webVitalsSampleRate: number } | null;
  tagManager: { containerId: string; scriptOrigin: string } | null;
  sentry: { dsn: string; tracesSampleRate: number } | null;
}

/** The browser's part of the tracking settings; null, not undefined: page props are JSON. */
export function toPublicObservability(config: ObservabilitySettings): PublicObservability {
  const { analytics, tagManager, sentry } = config;
  return {
    release: config.release,
    environment: config.isProduction ? 'production' : 'development',
    analytics: analytics.apiKey
      ? {
          apiKey: analytics.apiKey,
          serverUrl: analytics.serverUrl ?? null,
          webVitalsSampleRate: analytics.webVitalsSampleRate,
        }
      : null,
    tagManager: tagManager.containerId
      ? { containerId: tagManager.containerId, scriptOrigin: tagManager.scriptOrigin }
      : null,
    sentry: sentry.dsn ? { dsn: sentry.dsn, tracesSampleRate: sentry.tracesSampleRate } : null,
  };
}
