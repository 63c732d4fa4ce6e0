/** @jest-environment node */
import type { Redis } from 'ioredis';
import { createSessionDenylist } from '@/lib/members/session/sessionDenylist.server';
import { createRedisClient, isRedisReady } from '@/lib/platform/redis/redisClient.server';
import {
  closeRedisClient,
  describeWithRedis,
  startTestRedis,
  type TestRedis,
} from '@/tests/setup/redisServer';
import { until } from '@/tests/setup/until';

jest.setTimeout(30_000);

const quiet = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };
const inSeconds = (seconds: number) => Date.now() / 1000 + seconds;

describe('createSessionDenylist in memory', () => {
  it('denies a signed-out token until its expiry, and only that token', async () => {
    let now = 1_000;
    const denylist = createSessionDenylist({ log: quiet, now: () => now });
    await denylist.add('sha256:a', 1_060);
    expect(await denylist.has('sha256:a')).toBe(true);
    expect(await denylist.has('sha256:b')).toBe(false);
    now = 1_059;
    expect(await denylist.has('sha256:a')).toBe(true);
    now = 1_060;
    expect(await denylist.has('sha256:a')).toBe(false);
  });

  it('ignores a token that has already expired', async () => {
    const denylist = createSessionDenylist({ log: quiet, now: () => 1_000 });
    await denylist.add('jti:old', 999);
    expect(await denylist.has('jti:old')).toBe(false);
  });

  it('keeps at most its local bound, dropping the earliest sign-outs first', async () => {
    const denylist = createSessionDenylist({ log: quiet, now: () => 1_000, maxLocalEntries: 2 });
    for (const id of ['a', 'b', 'c']) await denylist.add(id, 2_000);
    expect(await Promise.all(['a', 'b', 'c'].map((id) => denylist.has(id)))).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describeWithRedis('createSessionDenylist with Redis', (binary) => {
  let redis: TestRedis;
  let clients: Redis[] = [];

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

  async function twoInstances() {
    clients = [createRedisClient(redis.url, quiet), createRedisClient(redis.url, quiet)];
    await until(() => clients.every(isRedisReady));
    return clients.map((client) => createSessionDenylist({ redis: client, log: quiet }));
  }

  it('makes a sign-out on one instance known to the other', async () => {
    const [a, b] = await twoInstances();
    await a!.add('jti:one', inSeconds(60));
    expect(await b!.has('jti:one')).toBe(true);
    expect(await b!.has('jti:two')).toBe(false);
  });

  it('lets Redis expire the entry with the token', async () => {
    const [a, b] = await twoInstances();
    await a!.add('jti:brief', inSeconds(1.2));
    expect(await clients[0]!.ttl('hp-vhp:signed-out:jti:brief')).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await b!.has('jti:brief')).toBe(false);
  });

  it('honours sign-outs locally while Redis is down, and shares them when it returns', async () => {
    const [a, b] = await twoInstances();
    await redis.stop();
    await until(() => clients.every((client) => !isRedisReady(client)));
    await a!.add('jti:while-down', inSeconds(60));
    expect(await a!.has('jti:while-down')).toBe(true);
    // The other instance cannot know yet, and answers without an error.
    expect(await b!.has('jti:while-down')).toBe(false);

    await redis.start();
    await until(() => clients.every(isRedisReady));
    let shared = false;
    for (let i = 0; i < 40 && !shared; i += 1) {
      shared = await b!.has('jti:while-down');
      if (!shared) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(shared).toBe(true);
  });
});
