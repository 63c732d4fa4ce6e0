// The throughput part of `npm run bench` (docs/performance.md#benchmarks): requests per second and
// p99 latency of the front server's main paths, with autocannon on loopback.
import autocannon from 'autocannon';
import { NANNY_TAX_BODY } from './loadTest.mjs';

/** Connections for the signed-in page: the load at which its p99 target is set. */
export const MEMBER_CONNECTIONS = 50;

/**
 * @typedef {object} Rate
 * @property {number} rps mean requests per second
 * @property {number} p99 latency, ms
 * @property {number} errors socket errors, timeouts and non-2xx answers
 *
 * @typedef {{ landing: Rate, member: Rate, api: Rate, file: Rate }} Throughput
 */

/** @param {autocannon.Result} result @returns {Rate} */
const rateOf = (result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/**
 * @param {{ base: string, cookie: string, script: string, seconds: number }} options `script`:
 *   a /_next/static URL of the same server
 * @returns {Promise<Throughput>}
 */
export async function measureThroughput({ base, cookie, script, seconds }) {
  /** @param {autocannon.Options} options */
  const run = async (options) =>
    rateOf(await autocannon({ connections: 10, duration: seconds, pipelining: 1, ...options }));
  const member = { url: `${base}/caregivers`, headers: { cookie } };
  const api = {
    url: `${base}/api/nanny-tax`,
    method: /** @type {const} */ ('POST'),
    headers: { 'content-type': 'application/json' },
    body: NANNY_TAX_BODY,
  };
  // Warm-ups, discarded: the page cache, the member variant and the JIT.
  await autocannon({ url: base, connections: 10, amount: 2000 });
  await autocannon({ ...member, connections: 10, amount: 300 });
  await autocannon({ ...api, connections: 10, amount: 2000 });
  return {
    landing: await run({ url: base }),
    member: await run({ ...member, connections: MEMBER_CONNECTIONS }),
    api: await run(api),
    file: await run({ url: script }),
  };
}

/**
 * Prints one Throughput, or a baseline and the current one side by side with their ratio.
 * @param {Throughput} current
 * @param {Throughput} [baseline]
 */
export function printThroughput(current, baseline) {
  /** @param {Rate} rate */
  const cell = (rate) =>
    `${rate.rps.toFixed(0).padStart(6)} req/s p99 ${String(rate.p99).padStart(5)} ms` +
    (rate.errors ? ` (${rate.errors} errors)` : '');
  const rows = /** @type {const} */ ([
    ['landing', 'landing page, anonymous (cached)'],
    ['member', `/caregivers, signed-in member, ${MEMBER_CONNECTIONS} conn.`],
    ['api', 'POST /api/nanny-tax'],
    ['file', 'a /_next/static script'],
  ]);
  if (baseline)
    console.log(`  ${''.padEnd(40)} ${'baseline'.padEnd(30)} ${'this build'.padEnd(30)} ×`);
  for (const [key, label] of rows) {
    const now = current[key];
    const before = baseline?.[key];
    console.log(
      `  ${label.padEnd(40)} ${before ? `${cell(before).padEnd(30)} ` : ''}${cell(now).padEnd(30)}` +
        (before ? ` ${(now.rps / before.rps).toFixed(2)}` : ''),
    );
  }
}
