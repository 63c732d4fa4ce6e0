import cluster from 'node:cluster';
import { processSingleton } from '@/lib/platform/loading/processSingleton.server';
import { z } from '@/lib/platform/validation/z';

/** The IPC channel of sign-out messages (the same string in scripts/lib/signOutHub.mjs). */
export const SIGN_OUT_CHANNEL = 'hp-vhp.sign-out';

/** Called with each sign-out another process made. */
export type SignOutListener = (tokenId: string, expiresAtSeconds: number) => void;

/**
 * Sign-outs shared by the site processes of one machine through their cluster primary, the
 * supervisor (docs/serving.md#every-core): needs no Redis. Lookups stay in each process's memory.
 */
export interface SignOutRelay {
  /**
   * Tells the other processes of a sign-out made here; resolves once the primary has passed it
   * on to every one (or after {@link ANSWER_WAIT_MS}), so the next request finds it anywhere.
   */
  publish(tokenId: string, expiresAtSeconds: number): Promise<void>;
  /**
   * Calls `listener` for every sign-out of another process, starting with those made so far;
   * resolves once those have been handed over (or after {@link ANSWER_WAIT_MS}).
   */
  subscribe(listener: SignOutListener): Promise<void>;
}

/** The IPC channel to the primary: `process.send` and `process.on('message')` in a worker. */
export interface RelayChannel {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
}

/**
 * How long a process waits for the primary's answer (the list at start, the relay of a sign-out)
 * before going on with its own memory alone: the primary answers in a millisecond; no answer means
 * no relay (another cluster manager), where waiting longer would only slow requests down.
 */
export const ANSWER_WAIT_MS = 1_000;

const tokenId = z.string().min(1).max(512);
const expiresAtSeconds = z.number().finite();
const channelName = z.literal(SIGN_OUT_CHANNEL);

/** What the primary sends: another's sign-out, the list asked for with hello, or "relayed". */
const primaryMessageSchema = z.discriminatedUnion('type', [
  z.object({ channel: channelName, type: z.literal('add'), tokenId, expiresAtSeconds }),
  z.object({
    channel: channelName,
    type: z.literal('list'),
    entries: z.array(z.tuple([tokenId, expiresAtSeconds])),
  }),
  z.object({ channel: channelName, type: z.literal('relayed'), tokenId }),
]);

const isOnChannel = (message: unknown) =>
  typeof message === 'object' &&
  message !== null &&
  'channel' in message &&
  message.channel === SIGN_OUT_CHANNEL;

/** A promise that `answered` settles, or the clock after {@link ANSWER_WAIT_MS}. */
function answerOrTimeout(wait: (answered: () => void) => void): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ANSWER_WAIT_MS);
    timer.unref();
    wait(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A relay over `channel`; the first subscriber asks the primary for the sign-outs so far. */
export function createSignOutRelay(channel: RelayChannel): SignOutRelay {
  const listeners: SignOutListener[] = [];
  const awaitingRelay = new Map<string, Array<() => void>>();
  let listReceived: () => void = () => undefined;
  let listed: Promise<void> | undefined;
  channel.onMessage((message) => {
    // The channel also carries the rate limiters' traffic: skip it before validating.
    if (!isOnChannel(message)) return;
    const parsed = primaryMessageSchema.safeParse(message);
    if (!parsed.success) return;
    const { data } = parsed;
    if (data.type === 'relayed') {
      for (const answered of awaitingRelay.get(data.tokenId) ?? []) answered();
      awaitingRelay.delete(data.tokenId);
      return;
    }
    const entries: Array<[string, number]> =
      data.type === 'list' ? data.entries : [[data.tokenId, data.expiresAtSeconds]];
    for (const [id, expiresAt] of entries) {
      for (const listener of listeners) listener(id, expiresAt);
    }
    if (data.type === 'list') listReceived();
  });
  return {
    publish(id, expiresAt) {
      const relayed = answerOrTimeout((answered) => {
        awaitingRelay.set(id, [...(awaitingRelay.get(id) ?? []), answered]);
        channel.send({
          channel: SIGN_OUT_CHANNEL,
          type: 'add',
          tokenId: id,
          expiresAtSeconds: expiresAt,
        });
      });
      // Not answered in time: forget the waiter, so nothing piles up without a primary.
      return relayed.then(() => {
        awaitingRelay.delete(id);
      });
    },
    subscribe(listener) {
      listeners.push(listener);
      listed ??= answerOrTimeout((answered) => {
        listReceived = answered;
        channel.send({ channel: SIGN_OUT_CHANNEL, type: 'hello' });
      });
      return listed;
    },
  };
}

/**
 * This process's relay when it is a cluster worker (a site process under `npm start`), else
 * undefined: `next start` and tests run one process, whose own memory is the whole list.
 */
export function clusterSignOutRelay(): SignOutRelay | undefined {
  if (!cluster.isWorker) return undefined;
  return processSingleton('signOutRelay', () =>
    createSignOutRelay({
      send(message) {
        // A closed channel (the supervisor is gone) loses nothing: this process stops with it.
        if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
      },
      onMessage(listener) {
        process.on('message', listener);
      },
    }),
  );
}
