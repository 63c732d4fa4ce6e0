import type { PublicObservability } from '@/lib/platform/config/publicObservability';
import { BASE_PATH } from '@/lib/platform/routing/basePath';
import { beaconTransport } from './beaconTransport';
import { sharedSentryOptions, SENTRY_TUNNEL_PATH, tracePropagationTargets } from './sentryOptions';

/**
 * Starts @sentry/nextjs in the browser (on demand, after the page is interactive) and reports
 * the errors the early stub caught meanwhile. Envelopes go through our tunnel route under the base
 * path, so the CSP needs only 'self' and ad blockers leave them alone.
 */
export async function startBrowserSentry(
  observability: PublicObservability,
  siteOrigin: string,
): Promise<void> {
  const sentry = observability.sentry;
  if (!sentry) return;
  const Sentry = await import('./sentryBrowserSdk');
  Sentry.init({
    ...sharedSentryOptions({
      dsn: sentry.dsn,
      release: observability.release,
      environment: observability.environment,
      tracesSampleRate: sentry.tracesSampleRate,
    }),
    tunnel: `${BASE_PATH}${SENTRY_TUNNEL_PATH}`,
    transport: beaconTransport(Sentry.createTransport),
    tracePropagationTargets: tracePropagationTargets(siteOrigin),
    // markBackgroundSpan (default on) ends transactions as cancelled when the tab goes to the
    // background; INP keeps at most the last 10 interactions, its own bound
    // (docs/tracking.md#sentry-options).
    integrations: [Sentry.browserTracingIntegration({ markBackgroundSpan: true, enableInp: true })],
  });
  window.__hpEarlyErrors?.drain((error) => Sentry.captureException(error));
}
