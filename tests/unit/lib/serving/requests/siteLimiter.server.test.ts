/** @jest-environment node */
import type { Redis } from 'ioredis';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createRedisClient, isRedisReady } from '@/lib/platform/redis/redisClient.server';
import { createRateLimit, siteLimiter } from '@/lib/serving/requests/rateLimit.server';
import {
  closeRedisClient,
  describeWithRedis,
  startTestRedis,
  type TestRedis,
} from '@/tests/setup/redisServer';
import { until } from '@/tests/setup/until';

jest.setTimeout(30_000);

const quiet = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };

describe('siteLimiter without Redis', () => {
  it('counts in memory', async () => {
    const limit = createRateLimit(
      { name: 'memory', points: 1, windowSeconds: 60 },
      siteLimiter({ name: 'memory', points: 1, windowSeconds: 60 }, undefined),
    );
    expect(await limit.consume('client')).toEqual({ allowed: true });
    expect((await limit.consume('client')).allowed).toBe(false);
  });

  it('keeps its count in memory: an instance is one process', () => {
    const limiter = siteLimiter({ name: 'alone', points: 1, windowSeconds: 60 }, undefined);
    expect(limiter).toBeInstanceOf(RateLimiterMemory);
  });
});

describeWithRedis('siteLimiter with Redis', (binary) => {
  let redis: TestRedis;
  let clients: Redis[] = [];
  let run = 0;

  beforeAll(async () => {
    redis = await startTestRedis(binary);
  });
  afterAll(async () => {
    await redis.stop();
  });
  afterEach(async () => {
    await Promise.all(clients.map(closeRedisClient));
    clients = [];
  });

  /** Two instances of the site: each its own connection and its own insurance limiter. */
  async function twoInstances(points: number) {
    run += 1;
    const options = { name: `logs-${run}`, points, windowSeconds: 60 };
    clients = [createRedisClient(redis.url, quiet), createRedisClient(redis.url, quiet)];
    await until(() => clients.every(isRedisReady));
    return clients.map((client) => createRateLimit(options, siteLimiter(options, client)));
  }

  const admitted = async (limit: ReturnType<typeof createRateLimit>, times: number) => {
    let count = 0;
    for (let i = 0; i < times; i += 1) if ((await limit.consume('client')).allowed) count += 1;
    return count;
  };

  it('holds one limit across instances when Redis is up', async () => {
    const [a, b] = await twoInstances(4);
    expect(await admitted(a!, 3)).toBe(3);
    expect(await admitted(b!, 3)).toBe(1);
    const refused = await a!.consume('client');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('limits per instance while Redis is down, never failing, and shares again when it returns', async () => {
    const [a, b] = await twoInstances(2);
    await redis.stop();
    await until(() => clients.every((client) => !isRedisReady(client)));
    // Each instance's insurance limiter counts on its own: 2 each, no error.
    expect(await admitted(a!, 3)).toBe(2);
    expect(await admitted(b!, 3)).toBe(2);

    await redis.start();
    await until(() => clients.every(isRedisReady));
    // The restarted Redis is empty: one shared count of 2 again, across both instances.
    expect(await admitted(a!, 1)).toBe(1);
    expect(await admitted(b!, 2)).toBe(1);
  });
});
