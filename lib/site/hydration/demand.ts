/**
 * When some code is wanted: a promise that resolves on the first request, the request itself,
 * and a way to hear later requests (a load that failed tries again on the next one).
 */
export interface Demand {
  requested: Promise<void>;
  request: () => void;
  /** Calls `listener` on every later request; returns the unsubscribe. */
  onRequest: (listener: () => void) => () => void;
}

export function createDemand(): Demand {
  let resolve: () => void = () => {};
  const requested = new Promise<void>((done) => {
    resolve = done;
  });
  const listeners = new Set<() => void>();
  return {
    requested,
    request: () => {
      resolve();
      for (const listener of [...listeners]) listener();
    },
    onRequest: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
