// `npm run bench -- --soak` (docs/performance.md#soak): the mixed load for ten minutes (SOAK_MINUTES),
// one line a minute with the minute's rate, errors and p99 and each site process's RSS and V8
// heap floor, then whether memory levelled off. Memory comes from scripts/lib/memoryReporter.cjs,
// preloaded into the site.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { mixedRequests } from './loadTest.mjs';

/**
 * Each process's memory over a window of the reporter's file: its last RSS, and its heap's floor
 * (the least heap in use among the samples, which is after a collection: a sample at a random
 * moment mostly measures how much garbage is waiting).
 * @param {string} file
 * @param {number} since only samples taken from then on (ms since the epoch)
 * @returns {Map<number, { rss: number, heapFloor: number }>}
 */
function memorySince(file, since) {
  /** @type {Map<number, { rss: number, heapFloor: number }>} */
  const byPid = new Map();
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return byPid;
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    const { at, pid, rss, heapUsed } = JSON.parse(line);
    if (at < since) continue;
    const seen = byPid.get(pid);
    byPid.set(pid, { rss, heapFloor: Math.min(seen?.heapFloor ?? Infinity, heapUsed) });
  }
  return byPid;
}

/**
 * @param {{ origin: string, cookie: string, minutes: number, memoryFile: string }} options
 */
export async function runSoak({ origin, cookie, minutes, memoryFile }) {
  console.log(`\nSoak (the mixed load, 10 connections, ${minutes} min; memory per site process)`);
  console.log(
    '  min    req/s  errors  p99 ms   RSS MB (each process)   heap floor MB (each process)',
  );
  /** @type {{ rss: number, heap: number }[]} */
  const totals = [];
  for (let minute = 1; minute <= minutes; minute += 1) {
    const minuteStart = Date.now();
    const result = await autocannon({
      url: origin,
      connections: 10,
      duration: 60,
      requests: mixedRequests(cookie),
    });
    const memory = [...memorySince(memoryFile, minuteStart).values()];
    const rss = memory.map((entry) => entry.rss);
    const heap = memory.map((entry) => entry.heapFloor);
    totals.push({ rss: rss.reduce((a, b) => a + b, 0), heap: heap.reduce((a, b) => a + b, 0) });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `  ${String(minute).padStart(3)} ${result.requests.average.toFixed(0).padStart(8)} ${String(errors).padStart(7)} ${String(result.latency.p99).padStart(7)}   ${rss.join(' / ').padEnd(24)}${heap.join(' / ')}`,
    );
  }
  printVerdict(totals);
}

/** Memory growth under which a run has levelled off. */
export const LEVELLED_OFF = 0.05;

/**
 * How far the last third of a run (at least one minute) rose above the highest point before it,
 * as a fraction of that point, for RSS and heap. A leak keeps setting new highs; memory that
 * levelled off swings (collections, allocator arenas) below the high it reached early.
 * @param {{ rss: number, heap: number }[]} totals one per minute
 * @returns {{ minutes: number, rss: number, heap: number } | undefined}
 */
export function memoryGrowth(totals) {
  if (totals.length < 2) return undefined;
  const minutes = Math.max(1, Math.floor(totals.length / 3));
  const before = totals.slice(0, totals.length - minutes);
  const last = totals.slice(totals.length - minutes);
  /** @param {'rss' | 'heap'} key */
  const rise = (key) => {
    const high = Math.max(...before.map((minute) => minute[key]));
    return (Math.max(...last.map((minute) => minute[key])) - high) / high;
  };
  return { minutes, rss: rise('rss'), heap: rise('heap') };
}

/** @param {{ rss: number, heap: number }[]} totals */
function printVerdict(totals) {
  const growth = memoryGrowth(totals);
  if (!growth) return;
  for (const key of /** @type {const} */ (['rss', 'heap'])) {
    console.log(
      `  ${key === 'rss' ? 'RSS ' : 'heap'}: the last ${growth.minutes} min peaked ${Math.abs(growth[key] * 100).toFixed(1)} % ${growth[key] < 0 ? 'below' : 'above'} the run's earlier high ` +
        (growth[key] < LEVELLED_OFF ? '(levelled off)' : '(STILL GROWING)'),
    );
  }
}
