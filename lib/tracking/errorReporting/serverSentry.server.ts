import type * as SentryNext from '@sentry/nextjs';
import { siteConfig } from '@/lib/platform/config/env.server';
import { processSingleton } from '@/lib/platform/loading/processSingleton.server';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';
import { scrubValue } from '@/lib/platform/logging/scrubSecrets';
import { sharedSentryOptions, tracePropagationTargets } from './sentryOptions';

type SentryServer = typeof SentryNext;

/**
 * Starts @sentry/nextjs on the server (from `instrumentation.ts`), only when a DSN is configured
 * (research C7: without one the SDK would send nothing anyway, and loading it costs start time).
 */
export function startServerSentry(): Promise<SentryServer> | undefined {
  const { dsn, tracesSampleRate } = siteConfig.sentry;
  if (!dsn) return undefined;
  // One SDK per process: the front server's bundle reports through the one Next.js started.
  return processSingleton('serverSentry', () =>
    import('@sentry/nextjs').then((Sentry) => {
      Sentry.init({
        ...sharedSentryOptions({
          dsn,
          release: siteConfig.release,
          environment: siteConfig.isProduction ? 'production' : 'development',
          tracesSampleRate,
        }),
        tracePropagationTargets: tracePropagationTargets(siteConfig.siteOrigin),
      });
      return Sentry;
    }),
  );
}

/** Reports a server error with scrubbed context; never throws and never waits. */
export function reportServerError(error: unknown, context: Record<string, unknown> = {}): void {
  void startServerSentry()?.then(
    (Sentry) => Sentry.captureException(error, { extra: scrubValue(context) }),
    () => undefined,
  );
}

/**
 * A logger whose errors are also reported (docs/tracking.md#server-reports: the member-fetch
 * failure and GraphQL errors are reported as well as logged). Warnings and info stay in the log
 * only.
 */
export function withErrorReporting(log: StructuredLogger): StructuredLogger {
  return {
    error: (fields, message) => {
      log.error(fields, message);
      const err = (fields as { err?: unknown }).err;
      reportServerError(err instanceof Error ? err : new ServerReportedError(message), {
        ...fields,
        err: undefined,
        message,
      });
    },
    warn: (fields, message) => log.warn(fields, message),
    info: (fields, message) => log.info(fields, message),
  };
}

/** An error that was logged without an Error object (e.g. a GraphQL error's message). */
export class ServerReportedError extends Error {
  override name = 'ServerReportedError';
}
