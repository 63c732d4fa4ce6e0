// @ts-check
// Idempotency keys for taxCalculatorResultSend (the site's docs/calculator.md#idempotent-sends):
// a send repeated with the same Idempotency-Key header and the same input gets the first send's
// answer, and no second e-mail; the same key with another input is refused.
import { GraphQLError } from 'graphql';

/** Keys are kept this long (a visitor's "Try again" comes within minutes). */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many keys are kept; the oldest go first. */
const MAX_KEYS = 10_000;
/** Longest key accepted (a UUID or 32 hex digits fit easily). */
const MAX_KEY_LENGTH = 200;

/**
 * @template T
 * @typedef {{ input: string, answer: Promise<T>, at: number }} Entry
 */

/** @template T */
export function createIdempotencyStore(now = () => Date.now()) {
  /** @type {Map<string, Entry<T>>} */
  const entries = new Map();

  return {
    /**
     * Runs `send` once per key: a repeat with the same input (even while the first is still
     * running) gets the same answer; a failed send frees its key so it may be tried again.
     * @param {string | null} key the Idempotency-Key header, if any
     * @param {unknown} input
     * @param {() => Promise<T>} send
     * @returns {Promise<T>}
     */
    run(key, input, send) {
      if (key === null || key === '') return send();
      if (key.length > MAX_KEY_LENGTH) {
        throw new GraphQLError(`Idempotency-Key is longer than ${MAX_KEY_LENGTH} characters.`, {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      }
      const text = JSON.stringify(input);
      const existing = entries.get(key);
      if (existing && now() - existing.at < KEY_TTL_MS) {
        if (existing.input !== text) {
          throw new GraphQLError('This Idempotency-Key was used for a different request.', {
            extensions: { code: 'IDEMPOTENCY_KEY_REUSED', http: { status: 422 } },
          });
        }
        return existing.answer;
      }
      const answer = send();
      entries.delete(key);
      entries.set(key, { input: text, answer, at: now() });
      answer.catch(() => entries.delete(key));
      while (entries.size > MAX_KEYS) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return answer;
    },
  };
}
