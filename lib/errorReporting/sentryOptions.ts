import { beforeBreadcrumb, beforeSend, beforeSendTransaction } from './sentryFilters';

/** SPEC §9: release 1.329.0 (package.json's version, lib/config's RELEASE). */
export const MAX_BREADCRUMBS = 100;
/** SPEC §9 "interaction list max 10". */
export const MAX_INTERACTIONS = 10;

/** Where the browser sends envelopes: our own tunnel route under the base path. */
export const SENTRY_TUNNEL_PATH = '/api/monitoring';

/**
 * Trace ids propagate to localhost and same-origin paths only (SPEC §9), never to the identity
 * provider or a third party.
 */
export function tracePropagationTargets(siteOrigin: string): (string | RegExp)[] {
  return [/^\/(?!\/)/, /^https?:\/\/localhost(?::\d+)?(?:\/|$)/, siteOrigin];
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
    beforeSend,
    beforeSendTransaction,
    beforeBreadcrumb,
  };
}
