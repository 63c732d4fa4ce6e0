import type { Redis } from 'ioredis';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';
import {
  describeRedisError,
  isRedisReady,
  REDIS_KEY_PREFIX,
} from '@/lib/platform/redis/redisClient.server';

/**
 * Tokens signed out before they expire (docs/members.md#sign-out-everywhere). An entry lives
 * until its token's own expiry: after that the token fails verification anyway.
 */
export interface SessionDenylist {
  /** Denylists the token id until `expiresAtSeconds` (seconds since the epoch). */
  add(tokenId: string, expiresAtSeconds: number): Promise<void>;
  /** True when the token id was signed out and has not yet expired. */
  has(tokenId: string): Promise<boolean>;
}

export interface SessionDenylistOptions {
  /** Shared store; without it the list is this instance's alone. */
  redis?: Redis | undefined;
  log: StructuredLogger;
  /** Entries kept in memory (default 100,000); the earliest sign-outs go first beyond it. */
  maxLocalEntries?: number;
  now?: () => number;
}

const KEY_PREFIX = `${REDIS_KEY_PREFIX}signed-out:`;

/**
 * A denylist kept in memory and, with Redis, in Redis too. Every sign-out is kept locally, so this instance honours it whatever Redis does;
 * it is written to Redis when connected, and the local entries are written again each time the
 * connection comes back, so a sign-out made while Redis was down reaches the other instances once
 * it returns. A lookup asks memory, then Redis; a Redis that fails answers "not signed out" (the
 * page renders as before Redis existed) and is logged by the connection, not per request.
 */
export function createSessionDenylist(options: SessionDenylistOptions): SessionDenylist {
  const { redis, log } = options;
  const now = options.now ?? (() => Date.now() / 1000);
  const maxLocal = options.maxLocalEntries ?? 100_000;
  const local = new Map<string, number>();

  const prune = () => {
    const at = now();
    for (const [id, expiresAt] of local) if (expiresAt <= at) local.delete(id);
    // Entries are inserted in sign-out order, close to expiry order for tokens of one lifetime.
    for (const id of local.keys()) {
      if (local.size <= maxLocal) break;
      local.delete(id);
    }
  };

  /** Keeps a sign-out in memory; false when its token has already expired. */
  const remember = (tokenId: string, expiresAtSeconds: number) => {
    if (expiresAtSeconds <= now()) return false;
    local.delete(tokenId);
    local.set(tokenId, expiresAtSeconds);
    if (local.size > maxLocal) prune();
    return true;
  };

  const writeShared = async (tokenId: string, expiresAtSeconds: number) => {
    if (!redis || !isRedisReady(redis)) return;
    const ttlSeconds = Math.ceil(expiresAtSeconds - now());
    if (ttlSeconds <= 0) return;
    await redis.set(`${KEY_PREFIX}${tokenId}`, '1', 'EX', ttlSeconds).catch((error: unknown) => {
      log.warn(
        { reason: describeRedisError(error) },
        'Sign-out not shared: Redis write failed; kept on this instance',
      );
    });
  };

  redis?.on('ready', () => {
    prune();
    for (const [id, expiresAt] of local) void writeShared(id, expiresAt);
  });

  return {
    async add(tokenId, expiresAtSeconds) {
      if (!remember(tokenId, expiresAtSeconds)) return;
      await writeShared(tokenId, expiresAtSeconds);
    },
    async has(tokenId) {
      const expiresAt = local.get(tokenId);
      if (expiresAt !== undefined) {
        if (expiresAt > now()) return true;
        local.delete(tokenId);
      }
      if (!redis || !isRedisReady(redis)) return false;
      try {
        return (await redis.exists(`${KEY_PREFIX}${tokenId}`)) === 1;
      } catch {
        return false;
      }
    },
  };
}
