/** Something loaded once on first use: the load, and its result once it has arrived. */
export interface OnceLoader<T> {
  /** Starts the load on the first call; later calls share it. */
  load: () => Promise<T>;
  /** The result once the load has succeeded, else null (for a synchronous path). */
  loaded: () => T | null;
}

/**
 * Wraps a load (a dynamic import, a script injection) so it runs once and is shared by every
 * caller; a failed load is forgotten, so the next call tries again (a dropped connection, a chunk
 * replaced by a deploy). The one shape behind every on-demand load of the site.
 */
export function loadOnce<T>(start: () => Promise<T>): OnceLoader<T> {
  let pending: Promise<T> | null = null;
  let result: { value: T } | null = null;
  return {
    load() {
      pending ??= start().then(
        (value) => {
          result = { value };
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => (result ? result.value : null),
  };
}
