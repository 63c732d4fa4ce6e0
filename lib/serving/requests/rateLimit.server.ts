import type { NextApiRequest, NextApiResponse } from 'next';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { siteConfig } from '@/lib/platform/config/env.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { REDIS_KEY_PREFIX, sharedRedis } from '@/lib/platform/redis/redisClient.server';
import { clientAddress } from './clientAddress.server';

/** The outcome of counting one request. */
export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts requests per key in a fixed window; see {@link createRateLimit}. */
export interface RateLimit {
  consume(key: string): Promise<RateLimitOutcome>;
}

export interface RateLimitOptions {
  /** Names the counter (its key prefix in a shared store). */
  name: string;
  /** Requests a key may make per window. */
  points: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/**
 * A per-key limit on `rate-limiter-flexible`, shared between instances through Redis when
 * `REDIS_URL` is set, else this instance's own, in memory (docs/operations.md#shared-state).
 * `limiter` replaces the store (tests).
 */
export function createRateLimit(
  options: RateLimitOptions,
  limiter?: RateLimiterAbstract,
): RateLimit {
  // Built on first use, so importing a route never opens a connection (next build imports them).
  let store = limiter;
  const storeFor = () => (store ??= siteLimiter(options, sharedRedis()));
  return {
    async consume(key) {
      try {
        await storeFor().consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        }
        // A store that fails must not take the endpoint down with it: count nothing, let it pass.
        logger.warn({ err: rejection, limit: options.name }, 'Rate limit store failed');
        return { allowed: true };
      }
    },
  };
}

/**
 * The limiter for `options`. With Redis, `RateLimiterRedis` whose insurance limiter counts in
 * memory while Redis is down or slow (limits per instance then, never an error; an instance is one
 * process: docs/operations.md#one-process-per-instance), and which goes back to the shared count as
 * soon as the connection is ready again. Without it, in memory.
 */
export function siteLimiter(
  options: RateLimitOptions,
  redis: Redis | undefined,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({
    keyPrefix: options.name,
    points: options.points,
    duration: options.windowSeconds,
  });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${REDIS_KEY_PREFIX}${options.name}`,
    points: options.points,
    duration: options.windowSeconds,
    // Not connected: straight to the insurance limiter instead of a command that must fail.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/** Counts the request against `limit` by client address, for a route that answers a refusal itself. */
export function consumeForClient(limit: RateLimit, req: NextApiRequest): Promise<RateLimitOutcome> {
  const key = clientAddress(req.headers, req.socket?.remoteAddress, siteConfig.trustedProxyHops);
  return limit.consume(key);
}

/**
 * Counts the request against `limit` by client address; when the client is over it, answers 429
 * with `Retry-After` and returns false. The handler continues only on true.
 */
export async function admitClient(
  limit: RateLimit,
  req: NextApiRequest,
  res: NextApiResponse,
): Promise<boolean> {
  const outcome = await consumeForClient(limit, req);
  if (outcome.allowed) return true;
  res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  res.status(429).end();
  return false;
}
