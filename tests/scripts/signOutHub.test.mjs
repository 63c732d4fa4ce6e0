// @ts-check
// The primary's side of the sign-out relay (scripts/lib/signOutHub.mjs).
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import {
  createSignOutHub,
  relaySignOuts,
  SIGN_OUT_CHANNEL,
} from '../../scripts/lib/signOutHub.mjs';

const hello = { channel: SIGN_OUT_CHANNEL, type: 'hello' };
/** @param {string} tokenId */
const relayed = (tokenId) => ({ channel: SIGN_OUT_CHANNEL, type: 'relayed', tokenId });
/** @param {string} tokenId @param {number} expiresAtSeconds */
const add = (tokenId, expiresAtSeconds) => ({
  channel: SIGN_OUT_CHANNEL,
  type: 'add',
  tokenId,
  expiresAtSeconds,
});

/**
 * The list the hub hands a worker that says hello.
 * @param {import('../../scripts/lib/signOutHub.mjs').SignOutHub} hub
 */
function listOf(hub) {
  const reply = hub.handle(hello)?.reply;
  return reply && 'entries' in reply ? reply.entries : undefined;
}

describe('createSignOutHub', () => {
  it('relays a sign-out to the other workers and hands it to a worker that says hello', () => {
    const hub = createSignOutHub({ now: () => 1000 });
    assert.deepEqual(hub.handle(add('jti:a', 2000)), {
      broadcast: add('jti:a', 2000),
      reply: relayed('jti:a'),
    });
    assert.deepEqual(hub.handle(hello), {
      reply: { channel: SIGN_OUT_CHANNEL, type: 'list', entries: [['jti:a', 2000]] },
    });
  });

  it('forgets a sign-out once its token has expired', () => {
    let at = 1000;
    const hub = createSignOutHub({ now: () => at });
    hub.handle(add('jti:a', 1500));
    hub.handle(add('jti:b', 3000));
    at = 1500;
    assert.equal(hub.size(), 1);
    assert.deepEqual(listOf(hub), [['jti:b', 3000]]);
  });

  it('neither keeps nor relays a sign-out whose token has already expired, but answers it', () => {
    const hub = createSignOutHub({ now: () => 1000 });
    assert.deepEqual(hub.handle(add('jti:old', 999)), { reply: relayed('jti:old') });
    assert.equal(hub.size(), 0);
  });

  it('drops the earliest sign-outs beyond its capacity', () => {
    const hub = createSignOutHub({ now: () => 0, maxEntries: 2 });
    for (const id of ['jti:1', 'jti:2', 'jti:3']) hub.handle(add(id, 100));
    assert.deepEqual(
      listOf(hub)?.map(([id]) => id),
      ['jti:2', 'jti:3'],
    );
  });

  const foreign = [
    ['not an object', 'hello'],
    ['null', null],
    ['another channel', { channel: 'rate_limiter_flexible', type: 'init' }],
    ['the draining message', { type: 'draining' }],
    ['an unknown type', { channel: SIGN_OUT_CHANNEL, type: 'list', entries: [] }],
    ['an add without a token id', { channel: SIGN_OUT_CHANNEL, type: 'add', expiresAtSeconds: 9 }],
    ['an add with an empty token id', add('', 2000)],
    ['an add with an oversized token id', add('x'.repeat(513), 2000)],
    ['an add with a non-numeric expiry', { ...add('jti:a', 0), expiresAtSeconds: '2000' }],
    ['an add with an infinite expiry', add('jti:a', Number.POSITIVE_INFINITY)],
  ];
  for (const [what, message] of foreign) {
    it(`ignores ${what}`, () => {
      const hub = createSignOutHub({ now: () => 1000 });
      assert.equal(hub.handle(message), undefined);
      assert.equal(hub.size(), 0);
    });
  }
});

describe('relaySignOuts', () => {
  /** @type {unknown[]} every message sent to any fake worker, in order */
  const sentInOrder = [];
  /** A worker that records what it is sent. */
  function fakeWorker(connected = true) {
    /** @type {unknown[]} */
    const received = [];
    return {
      received,
      send: (/** @type {unknown} */ message) => {
        received.push(message);
        sentInOrder.push(message);
      },
      isConnected: () => connected,
    };
  }

  it('sends a sign-out to every other connected worker, then "relayed" to its maker', () => {
    const [a, b, gone, c] = [fakeWorker(), fakeWorker(), fakeWorker(false), fakeWorker()];
    /** @type {Record<string, ReturnType<typeof fakeWorker>>} */
    const workers = { 1: a, 2: b, 3: gone };
    const cluster = Object.assign(new EventEmitter(), { workers });
    relaySignOuts(cluster, createSignOutHub({ now: () => 1000 }));

    cluster.emit('message', a, add('jti:x', 5000));
    assert.deepEqual(
      [a.received, b.received, gone.received],
      [[relayed('jti:x')], [add('jti:x', 5000)], []],
    );
    assert.deepEqual(sentInOrder, [add('jti:x', 5000), relayed('jti:x')]);

    workers[4] = c;
    cluster.emit('message', c, hello);
    assert.deepEqual(c.received, [
      { channel: SIGN_OUT_CHANNEL, type: 'list', entries: [['jti:x', 5000]] },
    ]);
    assert.equal(b.received.length, 1);
  });

  it('leaves other messages alone', () => {
    const a = fakeWorker();
    const cluster = Object.assign(new EventEmitter(), { workers: { 1: a } });
    relaySignOuts(cluster);
    cluster.emit('message', a, { type: 'draining' });
    assert.deepEqual(a.received, []);
  });
});
