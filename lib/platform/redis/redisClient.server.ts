import { Redis } from 'ioredis';
import { siteConfig } from '@/lib/platform/config/env.server';
import { processSingleton } from '@/lib/platform/loading/processSingleton.server';
import { logger } from '@/lib/platform/logging/logger.server';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';

/** Every key this site writes starts with this, so one Redis can serve other applications too. */
export const REDIS_KEY_PREFIX = 'hp-vhp:';
/** A command waits at most this long: a stalled Redis must not hold a request (fail fast). */
const COMMAND_TIMEOUT_MS = 500;
/** How often a connected client checks that Redis still answers (a stalled one keeps the socket). */
const STALL_CHECK_INTERVAL_MS = 1_000;
/** Reconnection backs off up to this delay, and keeps trying for as long as the process runs. */
const MAX_RECONNECT_DELAY_MS = 2_000;

/**
 * A Redis connection for shared state (docs/operations.md#shared-state). Commands never queue while
 * it is down (they reject at once, so callers fall back to their in-memory state) and time out
 * after 500 ms; it reconnects on its own. A Redis that stalls with the connection open (paused,
 * swapping) is found by a ping every second and treated as down, so requests stop waiting on it.
 * The connection's state changes are logged once each ("unavailable", "connected"), however many
 * errors a reconnecting client sees in between.
 */
export function createRedisClient(url: string, log: StructuredLogger = logger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  const target = redactedTarget(url);
  let state: 'starting' | 'up' | 'down' = 'starting';
  const goDown = (error?: unknown) => {
    if (state === 'down') return;
    state = 'down';
    log.warn(
      { reason: describeRedisError(error), redis: target },
      'Redis unavailable: shared state is kept per instance until it returns',
    );
  };
  client.on('ready', () => {
    if (state === 'up') return;
    state = 'up';
    log.info({ redis: target }, 'Redis connected: state is shared between instances');
  });
  client.on('error', (error: unknown) => goDown(error));
  client.on('close', () => goDown());
  watchForStalls(client, goDown);
  return client;
}

/**
 * Pings a ready client every second; a ping that times out marks Redis down and reconnects, so
 * `isRedisReady` turns false until Redis answers again (the new connection's ready check waits
 * for it) instead of every command waiting out its timeout.
 */
function watchForStalls(client: Redis, onStall: (error: unknown) => void): void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking || client.status !== 'ready') return;
    checking = true;
    client
      .ping()
      .catch((error: unknown) => {
        // A closed connection reconnects by itself; only a stall on an open one needs this.
        if (client.status !== 'ready') return;
        onStall(error);
        client.disconnect(true);
      })
      .finally(() => {
        checking = false;
      });
  }, STALL_CHECK_INTERVAL_MS);
  timer.unref();
  client.once('end', () => clearInterval(timer));
}

/**
 * What to log of a Redis error: its code and message, never the error itself, to which ioredis
 * attaches the failed command (for the connection's HELLO or AUTH, the password).
 */
export function describeRedisError(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}

/** Host, port and database of the URL, never its credentials. */
function redactedTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/** True when commands may be sent now; otherwise callers use their per-instance fallback. */
export function isRedisReady(client: Redis): boolean {
  return client.status === 'ready';
}

/**
 * The process's Redis connection for `REDIS_URL` (one per process, whichever bundle asks), or
 * undefined when none is configured. Opened by the first call: instrumentation makes it at server
 * start (never at build time), so it is usually ready before the first request needs it.
 */
export function sharedRedis(): Redis | undefined {
  return processSingleton('sharedRedis', () => {
    const url = siteConfig.redisUrl;
    return url ? createRedisClient(url) : undefined;
  });
}
