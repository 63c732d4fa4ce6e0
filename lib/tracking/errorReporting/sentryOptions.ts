import { beforeBreadcrumb, beforeSend, beforeSendTransaction } from './sentryFilters';

/** Breadcrumbs kept per event (docs/tracking.md#sentry-options). */
export const MAX_BREADCRUMBS = 100;

/** Where the browser sends envelopes: our own tunnel route under the base path. */
export const SENTRY_TUNNEL_PATH = '/api/monitoring';

/**
 * Trace ids propagate to same-origin paths and the site's own origin only
 * (docs/tracking.md#sentry-options; in development the site's origin is localhost). Not to every
 * localhost port: locally those are the identity provider and the other stand-ins, and a trace
 * header on a cross-origin call makes the browser ask a CORS preflight they rightly refuse, as the
 * real identity provider and analytics service would.
 */
export function tracePropagationTargets(siteOrigin: string): (string | RegExp)[] {
  const origin = siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [/^\/(?!\/)/, new RegExp(`^${origin}(?:/|$)`)];
}

export interface SharedSentryOptionsInput {
  dsn: string;
  release: string;
  environment: string;
  tracesSampleRate: number;
}

/** The options both SDKs share. */
export function sharedSentryOptions(input: SharedSentryOptionsInput) {
  return {
    dsn: input.dsn,
    release: input.release,
    environment: input.environment,
    tracesSampleRate: Math.min(1, Math.max(0, input.tracesSampleRate)),
    maxBreadcrumbs: MAX_BREADCRUMBS,
    sendDefaultPii: false,
    // Whole transactions, not streamed spans: only then do beforeSendTransaction's /404 filter
    // and scrubbing apply (SDK 11 streams by default and skips beforeSendTransaction).
    traceLifecycle: 'static' as const,
    beforeSend,
    beforeSendTransaction,
    beforeBreadcrumb,
  };
}
