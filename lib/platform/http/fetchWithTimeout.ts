/**
 * How long any call the browser makes may take before the visitor is told
 * (docs/platform.md#bounded-waits).
 */
export const BROWSER_REQUEST_TIMEOUT_MS = 10_000;

/** A call that got no complete answer within its time limit. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs / 1000} s`);
  }
}

/** True for a {@link RequestTimeoutError}, also when a library passed it on by name only. */
export function isRequestTimeout(error: unknown): boolean {
  return (
    error instanceof RequestTimeoutError || (error as Error | null)?.name === 'RequestTimeoutError'
  );
}

/**
 * Wraps `fetch` so every call is aborted after `timeoutMs`, headers and body alike, and then
 * rejects with {@link RequestTimeoutError} (instead of waiting as long as the network lets it). A
 * caller's own signal still aborts the call as before. `fetchImpl` defaults to the global `fetch`,
 * looked up at call time.
 */
export function withTimeout(timeoutMs: number, fetchImpl?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const timeout = new RequestTimeoutError(timeoutMs);
    // Not cleared when the headers arrive: the body must arrive in time too. Aborting after a
    // complete answer does nothing; unref keeps a server process from waiting on the timer.
    const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
    (timer as { unref?: () => void }).unref?.();
    const callerSignal = init?.signal;
    if (callerSignal?.aborted) controller.abort(callerSignal.reason);
    callerSignal?.addEventListener('abort', () => controller.abort(callerSignal.reason), {
      once: true,
    });
    try {
      return await (fetchImpl ?? globalThis.fetch)(input, { ...init, signal: controller.signal });
    } catch (error) {
      throw controller.signal.reason === timeout ? timeout : error;
    }
  };
}
