/**
 * Calls made before the SDK is initialised, replayed once it is
 * (docs/tracking.md#analytics-wrapper). Kept in call order; bounded so a page whose SDK never
 * loads cannot grow without limit (the SDK's own stored queue is truncated at 1000).
 */
export const MAX_BUFFERED_CALLS = 1000;

export class EventBuffer<Call> {
  #calls: Call[] = [];

  /** Remembers a call; past {@link MAX_BUFFERED_CALLS} the oldest is dropped and returned. */
  add(call: Call): Call | undefined {
    this.#calls.push(call);
    return this.#calls.length > MAX_BUFFERED_CALLS ? this.#calls.shift() : undefined;
  }

  /** Hands every remembered call to `replay`, in the order they were made, and forgets them. */
  drain(replay: (call: Call) => void): void {
    const calls = this.#calls;
    this.#calls = [];
    for (const call of calls) replay(call);
  }

  get size(): number {
    return this.#calls.length;
  }
}
