// `npm run bench`: size and speed goals (docs/performance.md#benchmarks). Not part of `npm test`.
//  1. First-load JavaScript per page: gzip size of every script the served HTML loads; what each
//     page loads later (tracking on idle, Next's prefetches; scripts/lib/laterScripts.mjs); then
//     Lighthouse's performance score per page, mobile and desktop, in the system Chromium.
//  2. Throughput: requests/s and p99 latency of the anonymous landing page (served by the front
//     server's page cache), of a signed-in member's page (a fresh render) and of a /_next/static
//     script of the same production server, measured with autocannon on loopback.
//  3. A short mixed load: anonymous pages, the nanny tax API and a signed-in page; errors, p99 and
//     the server's RSS before and after (scripts/lib/loadTest.mjs).
//  4. The nanny tax engine's time per calculation (gross-to-net and net-to-gross), in plain Node.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, ROOT, SITE_SERVER } from './lib/build.mjs';
import { scriptsLoadedLater } from './lib/laterScripts.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { runMixedLoad, signedInCookie, startBenchStack } from './lib/loadTest.mjs';
import { FIRST_LOAD_BUDGET_KB, firstLoadKb, scriptSources } from './lib/firstLoad.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const ORIGIN = `http://localhost:${PORT}`;
const BASE = `${ORIGIN}/app/hp-vhp`;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The engine's budget per calculation, year view included (docs/performance.md#budgets). */
const ENGINE_BUDGET_MICROSECONDS = 100;
const THROUGHPUT_TARGET = 0.25;
const LIGHTHOUSE_MOBILE_TARGET = 95;

/**
 * Compiles the engine (pure TypeScript with relative imports only) to CommonJS in a temporary
 * folder and times `calculateNannyTax` after a warm-up.
 */
function benchEngine() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'hp-vhp-tax-'));
  try {
    const tsc = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
        ...['lib/tax/calculate.ts', 'lib/tax/defaults.ts', 'lib/tax/states.ts', '--outDir', outDir],
        ...['--module', 'commonjs', '--moduleResolution', 'node10', '--target', 'es2022'],
        ...['--skipLibCheck', '--types', 'node'],
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (tsc.status !== 0) throw new Error('could not compile lib/tax for the benchmark');
    const load = createRequire(import.meta.url);
    const { calculateNannyTax } = load(path.join(outDir, 'calculate.js'));
    const { DEFAULT_NANNY_TAX_INPUT } = load(path.join(outDir, 'defaults.js'));
    const gross = {
      ...DEFAULT_NANNY_TAX_INPUT,
      state: 'CA',
      pay: { amount: 22, per: 'hour', type: 'gross' },
      hoursPerWeek: 45,
    };
    const net = { ...gross, pay: { amount: 900, per: 'week', type: 'net' } };
    // Daily overtime and a family employee exercise the newer rules.
    const daily = {
      ...gross,
      hoursPerWeek: 52,
      daysPerWeek: 4,
      personalAttendant: false,
      employeeRelationship: 'parent',
      parentException: true,
    };
    // A locality: New York City's resident tax (and Yonkers' surcharge, which reruns the state
    // formula) on top of state withholding.
    const nyc = {
      ...gross,
      state: 'NY',
      federalWithholding: { filingStatus: 'single' },
      stateWithholding: true,
      locality: 'NY-NYC',
    };
    const yonkersNet = { ...nyc, locality: 'NY-YONKERS', pay: net.pay };
    const time = (input, runs) => {
      for (let i = 0; i < runs / 10; i += 1) calculateNannyTax(input); // warm-up
      const start = process.hrtime.bigint();
      for (let i = 0; i < runs; i += 1) calculateNannyTax(input);
      return Number(process.hrtime.bigint() - start) / runs / 1000;
    };
    console.log('\nNanny tax engine (plain Node, per calculation)');
    const results = [
      ['gross to net (CA, $22/h, 45 h)    ', time(gross, 20000)],
      ['net to gross (CA, $900/week)      ', time(net, 2000)],
      ['daily overtime, parent (CA, 52 h) ', time(daily, 20000)],
      ['locality: gross to net (NY-NYC)   ', time(nyc, 20000)],
      ['locality: net to gross (Yonkers)  ', time(yonkersNet, 2000)],
    ];
    for (const [label, micros] of results) {
      console.log(`  ${label} ${micros.toFixed(1).padStart(7)} µs`);
    }
    const worst = Math.max(...results.map(([, micros]) => micros));
    console.log(
      `  budget ${ENGINE_BUDGET_MICROSECONDS} µs per calculation: ${worst <= ENGINE_BUDGET_MICROSECONDS ? 'met' : 'MISSED'}`,
    );
    // Every state with its own withholding formula on (federal W-4 too): the slowest state.
    const { STATE_CODES } = load(path.join(outDir, 'states.js'));
    const perState = STATE_CODES.map((state) => {
      const input = {
        ...gross,
        state,
        federalWithholding: { filingStatus: 'married' },
        stateWithholding: true,
      };
      // Best of three rounds: the machine is shared, and the slowest state is the number kept.
      const best = (run) => Math.min(run(), run(), run());
      return {
        state,
        gross: best(() => time(input, 2000)),
        net: best(() => time({ ...input, pay: net.pay }, 300)),
      };
    });
    const slowest = (key) => perState.reduce((a, b) => (b[key] > a[key] ? b : a));
    const g = slowest('gross');
    const n = slowest('net');
    console.log(
      `  gross to net, slowest state (${g.state})  ${g.gross.toFixed(1).padStart(7)} µs (state withholding on)`,
    );
    console.log(
      `  net to gross, slowest state (${n.state})  ${n.net.toFixed(1).padStart(7)} µs (state withholding on)`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const PAGES = [
  '/',
  '/caregivers',
  '/referral',
  '/nanny-tax-calculator',
  '/product-and-pricing',
  '/sample-nanny-contract',
  '/senior-care',
  '/sample-senior-care-contract',
  '/downtime',
  '/proportal',
  '/authCallback',
];

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

function load(url, headers = {}) {
  return autocannon({ url, headers, connections: 10, duration: DURATION_SECONDS, pipelining: 1 });
}

await ensureBuild();
// The local identity provider and GraphQL backend, so a signed-in page can be measured too.
const stack = await startBenchStack({ idpPort: PORT + 1000, graphqlPort: PORT + 1001 });
const server = spawn(process.execPath, [SITE_SERVER], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOSTNAME: '127.0.0.1',
    SITE_ORIGIN: ORIGIN,
    LOG_LEVEL: 'warn',
    OIDC_AUTHORITY: stack.issuer,
    GRAPHQL_URI: stack.graphqlUrl,
    // Tracking on, as in production, so what loads after the first load is measured for real.
    ANALYTICS_API_KEY: 'bench-analytics-key',
    ANALYTICS_SERVER_URL: stack.analyticsUrl,
    SENTRY_DSN: stack.sentryDsn,
  },
  stdio: 'ignore',
});

try {
  await waitForServer();

  console.log('\nFirst-load JavaScript (gzip, scripts in the served HTML)');
  let worst = 0;
  for (const pagePath of PAGES) {
    const kb = await firstLoadKb(`${BASE}${pagePath === '/' ? '' : pagePath}`);
    worst = Math.max(worst, kb);
    console.log(`  ${pagePath.padEnd(32)} ${kb.toFixed(1).padStart(7)} kB`);
  }
  console.log(
    `  largest: ${worst.toFixed(1)} kB (budget ${FIRST_LOAD_BUDGET_KB} kB) ${worst <= FIRST_LOAD_BUDGET_KB ? 'OK' : 'OVER'}`,
  );

  console.log('\nLoaded later (gzip, scripts fetched after the first load: tracking on idle, …)');
  const later = await scriptsLoadedLater(
    PAGES.map((pagePath) => `${BASE}${pagePath === '/' ? '' : pagePath}`),
    async (url) => {
      const html = await (await fetch(url)).text();
      return new Set(scriptSources(html).map((src) => new URL(src, ORIGIN).href));
    },
  );
  for (const [index, row] of later.entries()) {
    console.log(
      `  ${(PAGES[index] ?? '').padEnd(32)} ${row.laterKb.toFixed(1).padStart(7)} kB in ${row.scripts} scripts`,
    );
  }

  console.log('\nLighthouse performance (simulated throttling; score, TBT ms, CLS, LCP ms)');
  const scores = await lighthouseScores(
    PAGES.map((pagePath) => `${BASE}${pagePath === '/' ? '' : pagePath}`),
  );
  const cell = ({ score, tbt, cls, lcp, error }) =>
    error
      ? `run failed: ${error}`.padEnd(24)
      : `${String(score).padStart(3)}  ${String(tbt).padStart(5)} ${cls.toFixed(3)} ${String(lcp).padStart(5)}`;
  console.log(`  ${'page'.padEnd(32)} mobile                      desktop`);
  for (const [index, row] of scores.entries()) {
    console.log(`  ${(PAGES[index] ?? '').padEnd(32)} ${cell(row.mobile)}    ${cell(row.desktop)}`);
  }
  const failed = scores.filter((row) => row.mobile.error || row.desktop.error).length;
  if (failed > 0) console.log(`  ${failed} page(s) Lighthouse could not measure, twice`);
  const lowest = Math.min(...scores.map((row) => row.mobile.score));
  console.log(
    `  lowest mobile score: ${lowest} (target ≥ ${LIGHTHOUSE_MOBILE_TARGET}) ${lowest >= LIGHTHOUSE_MOBILE_TARGET ? 'OK' : 'BELOW'}`,
  );

  console.log(`\nThroughput (autocannon, 10 connections, ${DURATION_SECONDS}s each, loopback)`);
  const landingHtml = await (await fetch(BASE)).text();
  const script = scriptSources(landingHtml).find((src) => src.includes('/_next/static/'));
  const cookie = await signedInCookie(stack.issuer, ORIGIN);
  await load(BASE); // warm-up run, discarded
  const page = await load(BASE);
  const member = await load(`${BASE}/caregivers`, { cookie });
  const file = await load(new URL(script, ORIGIN).href);
  const row = (label, result) =>
    console.log(
      `  ${label.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`,
    );
  row('landing page, anonymous (cached)', page);
  row('/caregivers, signed-in member (SSR)', member);
  row('a /_next/static script', file);
  const ratio = page.requests.average / file.requests.average;
  console.log(
    `  anonymous landing / static: ${(ratio * 100).toFixed(1)}% (target ≥ ${THROUGHPUT_TARGET * 100}%) ${ratio >= THROUGHPUT_TARGET ? 'OK' : 'BELOW'}`,
  );

  await runMixedLoad({
    base: ORIGIN,
    cookie,
    seconds: Number(process.env.BENCH_LOAD_SECONDS ?? DURATION_SECONDS),
    serverPid: server.pid,
  });
} finally {
  server.kill('SIGTERM');
  await stack.stop();
}
benchEngine();
