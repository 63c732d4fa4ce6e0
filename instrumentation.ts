import type { Instrumentation } from 'next';

/**
 * Runs once when a server instance starts. Importing the configuration validates the environment,
 * so an instance with bad configuration fails at start instead of on its first request. Error
 * reporting (@sentry/nextjs) starts here when a DSN is configured.
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is set by Next.js itself, not by operators, so it is read here and not in lib/platform/config.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('@/lib/platform/config/env.server');
  const { watchShutdownSignals } = await import('@/lib/serving/health/lifecycle.server');
  watchShutdownSignals();
  // Connects to Redis now, when configured, rather than on the first request that needs it
  // (docs/operations.md#shared-state).
  const { sharedRedis } = await import('@/lib/platform/redis/redisClient.server');
  sharedRedis();
  const { startServerSentry } = await import('@/lib/tracking/errorReporting/serverSentry.server');
  await startServerSentry();
}

/** Errors of server rendering, API routes and middleware, reported through the server SDK. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServerSentry } = await import('@/lib/tracking/errorReporting/serverSentry.server');
  const Sentry = await startServerSentry();
  Sentry?.captureRequestError(...args);
};
