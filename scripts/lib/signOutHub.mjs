// @ts-check
// The cluster primary's side of the sign-out relay (docs/serving.md#every-core): without Redis,
// a site worker's sign-out comes here over the cluster IPC channel and goes on to every other
// worker, and a newly started worker asks for the list it missed. Workers look tokens up in their
// own memory; this process only relays and remembers. The worker's side is
// lib/members/session/signOutRelay.server.ts; the two share the message shapes below.

/** The IPC channel of sign-out messages (the same string in signOutRelay.server.ts). */
export const SIGN_OUT_CHANNEL = 'hp-vhp.sign-out';

/**
 * Worker to primary: `hello` (send me the list) or `add` (I signed this token out).
 * Primary to worker: `list` (every sign-out still in force), `add` (another worker's sign-out) or
 * `relayed` (your `add` has gone to every other worker: the sign-out may now be answered).
 * @typedef {{ channel: typeof SIGN_OUT_CHANNEL, type: 'hello' }} HelloMessage
 * @typedef {{ channel: typeof SIGN_OUT_CHANNEL, type: 'add', tokenId: string, expiresAtSeconds: number }} AddMessage
 * @typedef {{ channel: typeof SIGN_OUT_CHANNEL, type: 'list', entries: Array<[string, number]> }} ListMessage
 * @typedef {{ channel: typeof SIGN_OUT_CHANNEL, type: 'relayed', tokenId: string }} RelayedMessage
 *
 * @typedef {object} HubAnswer what the primary sends after one worker message
 * @property {AddMessage} [broadcast] to every other worker, first
 * @property {ListMessage | RelayedMessage} [reply] to the worker that sent it, after the broadcast
 *
 * @typedef {object} SignOutHub
 * @property {(message: unknown) => HubAnswer | undefined} handle undefined: not a sign-out message
 * @property {() => number} size entries remembered (after dropping the expired)
 */

/** Token ids are `jti:<id>` or `sha256:<hash>`; anything longer is not one of ours. */
const MAX_TOKEN_ID_LENGTH = 512;

/**
 * @param {unknown} message
 * @returns {message is HelloMessage | AddMessage}
 */
function isWorkerMessage(message) {
  if (typeof message !== 'object' || message === null) return false;
  const { channel, type, tokenId, expiresAtSeconds } = /** @type {Record<string, unknown>} */ (
    message
  );
  if (channel !== SIGN_OUT_CHANNEL) return false;
  if (type === 'hello') return true;
  return (
    type === 'add' &&
    typeof tokenId === 'string' &&
    tokenId.length > 0 &&
    tokenId.length <= MAX_TOKEN_ID_LENGTH &&
    typeof expiresAtSeconds === 'number' &&
    Number.isFinite(expiresAtSeconds)
  );
}

/**
 * The relay's memory: each sign-out until its token expires, at most `maxEntries` (the earliest
 * sign-outs go first beyond it, as in the workers' own lists).
 * @param {{ now?: () => number, maxEntries?: number }} [options] `now` in seconds since the epoch
 * @returns {SignOutHub}
 */
export function createSignOutHub({ now = () => Date.now() / 1000, maxEntries = 100_000 } = {}) {
  /** @type {Map<string, number>} */
  const entries = new Map();
  const prune = () => {
    const at = now();
    for (const [id, expiresAt] of entries) if (expiresAt <= at) entries.delete(id);
    for (const id of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(id);
    }
  };
  return {
    handle(message) {
      if (!isWorkerMessage(message)) return undefined;
      prune();
      if (message.type === 'hello') {
        return { reply: { channel: SIGN_OUT_CHANNEL, type: 'list', entries: [...entries] } };
      }
      const { tokenId, expiresAtSeconds } = message;
      /** @type {RelayedMessage} */
      const reply = { channel: SIGN_OUT_CHANNEL, type: 'relayed', tokenId };
      if (expiresAtSeconds <= now()) return { reply };
      entries.delete(tokenId);
      entries.set(tokenId, expiresAtSeconds);
      if (entries.size > maxEntries) prune();
      return {
        broadcast: { channel: SIGN_OUT_CHANNEL, type: 'add', tokenId, expiresAtSeconds },
        reply,
      };
    },
    size() {
      prune();
      return entries.size;
    },
  };
}

/**
 * @typedef {object} HubWorker the part of a cluster worker the relay uses
 * @property {(message: unknown, callback: (error: Error | null) => void) => unknown} send
 * @property {() => boolean} isConnected
 *
 * @typedef {object} HubCluster the part of `node:cluster` the relay uses
 * @property {(event: 'message', listener: (worker: HubWorker, message: unknown) => void) => unknown} on
 * @property {Record<string, HubWorker | undefined> | undefined} workers
 */

/**
 * Relays sign-outs between the workers of `cluster` (the primary's `node:cluster`).
 * @param {HubCluster} cluster
 * @param {SignOutHub} [hub]
 * @returns {SignOutHub}
 */
export function relaySignOuts(cluster, hub = createSignOutHub()) {
  /** @param {HubWorker} worker @param {unknown} message */
  const send = (worker, message) => {
    // A worker that has just gone misses nothing it could use (its replacement says hello), so a
    // send that fails as its channel closes is not an error.
    if (worker.isConnected()) worker.send(message, () => undefined);
  };
  cluster.on('message', (from, message) => {
    const { broadcast, reply } = hub.handle(message) ?? {};
    // Every other worker is sent the sign-out before its maker hears "relayed" and answers.
    if (broadcast) {
      for (const worker of Object.values(cluster.workers ?? {})) {
        if (worker && worker !== from) send(worker, broadcast);
      }
    }
    if (reply) send(from, reply);
  });
  return hub;
}
