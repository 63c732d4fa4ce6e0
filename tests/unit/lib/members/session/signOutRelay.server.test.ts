/** @jest-environment node */
import {
  createSignOutRelay,
  ANSWER_WAIT_MS,
  SIGN_OUT_CHANNEL,
  type RelayChannel,
} from '@/lib/members/session/signOutRelay.server';

/** A channel that records what is sent and lets the test play the primary. */
function fakeChannel() {
  const sent: unknown[] = [];
  let deliver: (message: unknown) => void = () => undefined;
  const channel: RelayChannel = {
    send: (message) => sent.push(message),
    onMessage: (listener) => {
      deliver = listener;
    },
  };
  return { channel, sent, fromPrimary: (message: unknown) => deliver(message) };
}

const add = (tokenId: string, expiresAtSeconds: number) => ({
  channel: SIGN_OUT_CHANNEL,
  type: 'add',
  tokenId,
  expiresAtSeconds,
});

describe('createSignOutRelay', () => {
  it('asks the primary for the sign-outs so far when the first listener subscribes', () => {
    const { channel, sent } = fakeChannel();
    const relay = createSignOutRelay(channel);
    expect(sent).toEqual([]);
    void relay.subscribe(jest.fn());
    void relay.subscribe(jest.fn());
    expect(sent).toEqual([{ channel: SIGN_OUT_CHANNEL, type: 'hello' }]);
  });

  it('resolves the subscription when the list arrives', async () => {
    const { channel, fromPrimary } = fakeChannel();
    const relay = createSignOutRelay(channel);
    const listener = jest.fn();
    let resolved = false;
    const subscribed = relay.subscribe(listener).then(() => (resolved = true));
    fromPrimary(add('jti:a', 2_000));
    await Promise.resolve();
    expect(resolved).toBe(false);
    fromPrimary({ channel: SIGN_OUT_CHANNEL, type: 'list', entries: [['jti:b', 3_000]] });
    await subscribed;
    expect(listener.mock.calls).toEqual([
      ['jti:a', 2_000],
      ['jti:b', 3_000],
    ]);
  });

  it('resolves the subscription without a list when no primary answers in time', async () => {
    jest.useFakeTimers();
    try {
      const relay = createSignOutRelay(fakeChannel().channel);
      let resolved = false;
      const subscribed = relay.subscribe(jest.fn()).then(() => (resolved = true));
      await jest.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
      expect(resolved).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await subscribed;
      expect(resolved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends a sign-out made here and resolves when the primary says it has relayed it', async () => {
    const { channel, sent, fromPrimary } = fakeChannel();
    let resolved = false;
    const published = createSignOutRelay(channel)
      .publish('jti:a', 2_000)
      .then(() => (resolved = true));
    expect(sent).toEqual([add('jti:a', 2_000)]);
    fromPrimary({ channel: SIGN_OUT_CHANNEL, type: 'relayed', tokenId: 'jti:other' });
    await Promise.resolve();
    expect(resolved).toBe(false);
    fromPrimary({ channel: SIGN_OUT_CHANNEL, type: 'relayed', tokenId: 'jti:a' });
    await published;
    expect(resolved).toBe(true);
  });

  it('resolves a sign-out without an answer after the wait', async () => {
    jest.useFakeTimers();
    try {
      let resolved = false;
      const published = createSignOutRelay(fakeChannel().channel)
        .publish('jti:a', 2_000)
        .then(() => (resolved = true));
      await jest.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
      expect(resolved).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await published;
      expect(resolved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("hands every listener another process's sign-out and each of the list", () => {
    const { channel, fromPrimary } = fakeChannel();
    const relay = createSignOutRelay(channel);
    const [first, second] = [jest.fn(), jest.fn()];
    void relay.subscribe(first);
    void relay.subscribe(second);
    fromPrimary({
      channel: SIGN_OUT_CHANNEL,
      type: 'list',
      entries: [
        ['jti:a', 2_000],
        ['sha256:b', 3_000],
      ],
    });
    fromPrimary(add('jti:c', 4_000));
    const expected = [
      ['jti:a', 2_000],
      ['sha256:b', 3_000],
      ['jti:c', 4_000],
    ];
    expect(first.mock.calls).toEqual(expected);
    expect(second.mock.calls).toEqual(expected);
  });

  it.each([
    ['a rate limiter message', { channel: 'rate_limiter_flexible', type: 'init', keyPrefix: 'x' }],
    ['the primary-bound hello', { channel: SIGN_OUT_CHANNEL, type: 'hello' }],
    ['an add without an expiry', { channel: SIGN_OUT_CHANNEL, type: 'add', tokenId: 'jti:a' }],
    ['an add with an empty id', add('', 2_000)],
    ['a list of malformed entries', { channel: SIGN_OUT_CHANNEL, type: 'list', entries: [['a']] }],
    ['a string', 'add'],
    ['null', null],
  ])('ignores %s', (_, message) => {
    const { channel, fromPrimary } = fakeChannel();
    const listener = jest.fn();
    void createSignOutRelay(channel).subscribe(listener);
    fromPrimary(message);
    expect(listener).not.toHaveBeenCalled();
  });
});
