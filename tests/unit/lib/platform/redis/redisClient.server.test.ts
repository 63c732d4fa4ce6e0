/** @jest-environment node */
import type { Redis } from 'ioredis';
import { createRedisClient, isRedisReady } from '@/lib/platform/redis/redisClient.server';
import {
  closeRedisClient,
  describeWithRedis,
  startTestRedis,
  type TestRedis,
} from '@/tests/setup/redisServer';
import { until } from '@/tests/setup/until';

jest.setTimeout(30_000);

describeWithRedis('createRedisClient', (binary) => {
  let redis: TestRedis;
  let client: Redis | undefined;
  const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };

  beforeAll(async () => {
    redis = await startTestRedis(binary);
  });
  afterAll(async () => {
    await redis.stop();
  });
  afterEach(async () => {
    await closeRedisClient(client);
    jest.clearAllMocks();
  });

  it('logs each change of state once, however many reconnections fail in between', async () => {
    client = createRedisClient(redis.url, log);
    await until(() => isRedisReady(client as Redis));
    expect(log.info).toHaveBeenCalledTimes(1);

    await redis.stop();
    // Several reconnection attempts fail while it is down (every 200 ms, then slower).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('password');

    await redis.start();
    await until(() => isRedisReady(client as Redis));
    expect(log.info).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('rejects commands at once while Redis is down instead of queueing them', async () => {
    client = createRedisClient(redis.url, log);
    await until(() => isRedisReady(client as Redis));
    await redis.stop();
    await until(() => !isRedisReady(client as Redis));
    const started = Date.now();
    await expect(client.get('anything')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(250);
    await redis.start();
  });

  it('treats a stalled Redis as down within seconds, and as up once it answers again', async () => {
    client = createRedisClient(redis.url, log);
    await until(() => isRedisReady(client as Redis));
    redis.pause();
    try {
      await until(() => !isRedisReady(client as Redis), 5_000);
      expect(log.warn).toHaveBeenCalledTimes(1);
      // While it is stalled, callers see it down and never wait on it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(isRedisReady(client)).toBe(false);
    } finally {
      redis.resume();
    }
    await until(() => isRedisReady(client as Redis));
    expect(await client.ping()).toBe('PONG');
    expect(log.info).toHaveBeenCalledTimes(2);
  });

  it('never names the password of the URL in its logs', async () => {
    client = createRedisClient(`redis://user:s3cret@127.0.0.1:${redis.port}/0`, log);
    await until(() => log.warn.mock.calls.length + log.info.mock.calls.length > 0);
    expect(JSON.stringify([log.warn.mock.calls, log.info.mock.calls])).not.toContain('s3cret');
  });
});
