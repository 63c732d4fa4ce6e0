/** What {@link recordFinishedRequests} gives back. */
export interface FinishedRequests {
  /**
   * Resolves once `count` recorded requests match, or after `timeoutMs` (never rejects): the
   * browser records a request only when it has received all of it.
   */
  waitFor: (matches: (url: string) => boolean, count: number, timeoutMs: number) => Promise<void>;
  stop: () => void;
}

/**
 * Records the URLs of the requests the browser finishes from now on (Resource Timing). A fetch
 * resolves on its response, a moment before the browser is done with the request; leaving the
 * page in that moment cuts it off (docs/members.md#sign-out-and-token-revocation). Without
 * PerformanceObserver (old browsers, tests) nothing is recorded and waiting ends at once.
 */
export function recordFinishedRequests(): FinishedRequests {
  const urls: string[] = [];
  const listeners = new Set<() => void>();
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) urls.push(entry.name);
          for (const listener of listeners) listener();
        })
      : null;
  observer?.observe({ type: 'resource' });
  return {
    waitFor: (matches, count, timeoutMs) =>
      new Promise<void>((resolve) => {
        if (!observer) return resolve();
        const done = () => {
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const check = () => {
          if (urls.filter(matches).length >= count) done();
        };
        const timer = setTimeout(done, timeoutMs);
        listeners.add(check);
        check();
      }),
    stop: () => {
      observer?.disconnect();
      listeners.clear();
    },
  };
}
