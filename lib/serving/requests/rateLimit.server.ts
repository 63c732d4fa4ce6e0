import type { NextApiRequest, NextApiResponse } from 'next';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { siteConfig } from '@/lib/platform/config/env.server';
import { logger } from '@/lib/platform/logging/logger.server';
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
 * A per-key limit on `rate-limiter-flexible`. In memory by default: each instance counts on its
 * own, so N instances admit up to N times the limit. To share counts between instances, build
 * the limiter here with `RateLimiterRedis` (or any of the library's stores) and the same options
 * plus `storeClient`; nothing else changes (docs/serving.md#rate-limits-per-instance).
 */
export function createRateLimit(
  options: RateLimitOptions,
  limiter: RateLimiterAbstract = new RateLimiterMemory({
    keyPrefix: options.name,
    points: options.points,
    duration: options.windowSeconds,
  }),
): RateLimit {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
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
 * Counts the request against `limit` by client address; when the client is over it, answers 429
 * with `Retry-After` and returns false. The handler continues only on true.
 */
export async function admitClient(
  limit: RateLimit,
  req: NextApiRequest,
  res: NextApiResponse,
): Promise<boolean> {
  const key = clientAddress(req.headers, req.socket?.remoteAddress, siteConfig.trustedProxyHops);
  const outcome = await limit.consume(key);
  if (outcome.allowed) return true;
  res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  res.status(429).end();
  return false;
}
