/** @jest-environment node */
import type { Redis } from 'ioredis';
import { createSessionDenylist } from '@/lib/members/session/sessionDenylist.server';
import type { SignOutListener, SignOutRelay } from '@/lib/members/session/signOutRelay.server';
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

/** Two denylists' relays joined as the cluster primary joins the site processes. */
function joinedRelays(): [SignOutRelay, SignOutRelay] {
  const listeners: Array<SignOutListener | undefined> = [];
  const relay = (self: number): SignOutRelay => ({
    publish: (id, expiresAt) => {
      listeners[1 - self]?.(id, expiresAt);
      return Promise.resolve();
    },
    subscribe: (listener) => {
      listeners[self] = listener;
      return Promise.resolve();
    },
  });
  return [relay(0), relay(1)];
}

describe('createSessionDenylist across site processes', () => {
  it('denies a token another process signed out, while it has not expired', async () => {
    let now = 1_000;
    const [a, b] = joinedRelays();
    const first = createSessionDenylist({ log: quiet, now: () => now, relay: a });
    const second = createSessionDenylist({ log: quiet, now: () => now, relay: b });
    await first.add('jti:x', 1_060);
    await second.add('jti:y', 1_030);
    expect(await Promise.all(['jti:x', 'jti:y'].map((id) => second.has(id)))).toEqual([true, true]);
    expect(await first.has('jti:y')).toBe(true);
    now = 1_030;
    expect(await first.has('jti:y')).toBe(false);
    expect(await second.has('jti:x')).toBe(true);
  });

  it('neither keeps nor relays a token that has already expired', async () => {
    const publish = jest.fn();
    const relay: SignOutRelay = { publish, subscribe: () => Promise.resolve() };
    const denylist = createSessionDenylist({ log: quiet, now: () => 1_000, relay });
    await denylist.add('jti:old', 1_000);
    expect(publish).not.toHaveBeenCalled();
  });

  it('ignores a relayed sign-out whose token has already expired', async () => {
    let deliver: SignOutListener = () => undefined;
    const relay: SignOutRelay = {
      publish: jest.fn(),
      subscribe: (listener) => {
        deliver = listener;
        return Promise.resolve();
      },
    };
    const denylist = createSessionDenylist({ log: quiet, now: () => 1_000, relay });
    deliver('jti:late', 999);
    expect(await denylist.has('jti:late')).toBe(false);
  });
});

describe('createSessionDenylist in a starting site process', () => {
  it('finishes a sign-out only once the relay has passed it on', async () => {
    let relayed = () => undefined as unknown;
    const relay: SignOutRelay = {
      publish: () => new Promise<void>((resolve) => (relayed = resolve)),
      subscribe: () => Promise.resolve(),
    };
    const denylist = createSessionDenylist({ log: quiet, now: () => 1_000, relay });
    let finished = false;
    const signOut = denylist.add('jti:a', 2_000).then(() => (finished = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    relayed();
    await signOut;
    expect(finished).toBe(true);
  });

  it('answers its first lookup only once the sign-outs made before it started arrived', async () => {
    let deliver: SignOutListener = () => undefined;
    let listed = () => undefined as unknown;
    const relay: SignOutRelay = {
      publish: jest.fn(),
      subscribe: (listener) => {
        deliver = listener;
        return new Promise<void>((resolve) => (listed = resolve));
      },
    };
    const denylist = createSessionDenylist({ log: quiet, now: () => 1_000, relay });
    const lookup = denylist.has('jti:earlier');
    deliver('jti:earlier', 2_000);
    listed();
    expect(await lookup).toBe(true);
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
