// @ts-check
// The best of several Lighthouse runs of one page, for `npm run bench` (scripts/lib/lighthouse.mjs).

/** Scored mobile runs per page: the bench keeps the best (docs/performance.md#benchmarks). */
export const MOBILE_RUNS = 3;

/**
 * @typedef {{ score: number, tbt: number, cls: number, lcp: number, error: string | null }} Summary
 */

/**
 * The better of two runs: the higher score, then the lower Total Blocking Time. A failed run
 * (error set) never wins over a scored one.
 * @param {Summary} a
 * @param {Summary} b
 * @returns {Summary}
 */
export function betterRun(a, b) {
  if (a.error || b.error) return a.error ? b : a;
  if (a.score !== b.score) return a.score > b.score ? a : b;
  return a.tbt <= b.tbt ? a : b;
}

/**
 * The best of `wanted` scored runs. A run Lighthouse could not finish (NO_NAVSTART and the like:
 * its trace, not the page) is run again, never scored; after `wanted` failures in a row beyond
 * the scored ones it gives up, and a page with no scored run reports its last failure.
 * @param {() => Promise<Summary>} run
 * @param {number} wanted
 * @returns {Promise<Summary & { runs: number[] }>}
 */
export async function bestOfRuns(run, wanted) {
  /** @type {Summary | undefined} */
  let best;
  /** @type {number[]} */
  const scores = [];
  let failures = 0;
  while (scores.length < wanted && failures < wanted) {
    const result = await run();
    if (result.error) failures += 1;
    else scores.push(result.score);
    best = best ? betterRun(best, result) : result;
  }
  // `best` is set: the loop runs at least once.
  return { .../** @type {Summary} */ (best), runs: scores };
}
