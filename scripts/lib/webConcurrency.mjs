// @ts-check
// WEB_CONCURRENCY: how many site processes `npm start` runs (docs/serving.md#every-core). Only the
// supervisor reads it, so its one definition (default and limits) lives here, not in the site's
// configuration schema.
import { availableParallelism } from 'node:os';

/** The most site processes one supervisor starts: far above any core count we deploy on. */
export const WEB_CONCURRENCY_MAX = 64;

/** Thrown for a WEB_CONCURRENCY that is not a whole number from 1 to {@link WEB_CONCURRENCY_MAX}. */
export class WebConcurrencyError extends Error {
  name = 'WebConcurrencyError';
}

/**
 * The number of site processes: WEB_CONCURRENCY when set, else one per core this process may use
 * (`os.availableParallelism()`: CPU affinity, and a cgroup CPU quota only on newer Node versions,
 * so a container sets the variable to its CPU limit). Throws {@link WebConcurrencyError} naming
 * the key.
 * @param {string | undefined} raw the variable as found in the environment
 * @param {number} [cores] cores available (tests)
 * @returns {number}
 */
export function webConcurrency(raw, cores = availableParallelism()) {
  const value = raw?.trim() ?? '';
  if (value === '') return Math.max(1, Math.min(cores, WEB_CONCURRENCY_MAX));
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= WEB_CONCURRENCY_MAX)) {
    throw new WebConcurrencyError(
      'Invalid environment configuration:\n' +
        `  WEB_CONCURRENCY: must be a whole number from 1 to ${WEB_CONCURRENCY_MAX} ` +
        `(got ${JSON.stringify(raw)}); unset, it is the number of cores (${cores})`,
    );
  }
  return count;
}
