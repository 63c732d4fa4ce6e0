// `npm run bench`: size and speed goals (README "Benchmarks"). Not part of `npm test`.
//  1. First-load JavaScript per page: gzip size of every script the served HTML loads.
//  2. Throughput: requests/s and p99 latency of the landing page vs a static file of the same
//     production server, measured with autocannon on loopback.
//  3. A short mixed load: anonymous pages, the nanny tax API and a signed-in page; errors, p99 and
//     the server's RSS before and after (scripts/lib/loadTest.mjs).
//  4. The nanny tax engine's time per calculation (gross-to-net and net-to-gross), in plain Node.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, ROOT, SITE_SERVER } from './lib/build.mjs';
import { runMixedLoad, signedInCookie, startBenchStack } from './lib/loadTest.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const ORIGIN = `http://localhost:${PORT}`;
const BASE = `${ORIGIN}/app/hp-vhp`;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FIRST_LOAD_BUDGET_KB = 170;
const THROUGHPUT_TARGET = 0.25;

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
        ...['lib/tax/calculate.ts', 'lib/tax/defaults.ts', '--outDir', outDir],
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
    const time = (input, runs) => {
      for (let i = 0; i < runs / 10; i += 1) calculateNannyTax(input); // warm-up
      const start = process.hrtime.bigint();
      for (let i = 0; i < runs; i += 1) calculateNannyTax(input);
      return Number(process.hrtime.bigint() - start) / runs / 1000;
    };
    console.log('\nNanny tax engine (plain Node, per calculation)');
    console.log(
      `  gross to net (CA, $22/h, 45 h)     ${time(gross, 20000).toFixed(1).padStart(7)} µs`,
    );
    console.log(
      `  net to gross (CA, $900/week)       ${time(net, 2000).toFixed(1).padStart(7)} µs`,
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

/** Scripts a modern browser loads: every <script src> except nomodule polyfills. */
function scriptSources(html) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
}

async function firstLoadKb(pagePath) {
  const html = await (await fetch(`${BASE}${pagePath === '/' ? '' : pagePath}`)).text();
  let bytes = 0;
  for (const src of scriptSources(html)) {
    const body = Buffer.from(await (await fetch(new URL(src, ORIGIN))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

function load(url) {
  return autocannon({ url, connections: 10, duration: DURATION_SECONDS, pipelining: 1 });
}

await ensureBuild();
const stack = await startBenchStack({ idpPort: PORT + 1000, graphqlPort: PORT + 1001 });
const server = spawn(process.execPath, [SITE_SERVER], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOSTNAME: '127.0.0.1',
    SITE_ORIGIN: ORIGIN,
    OIDC_AUTHORITY: stack.issuer,
    GRAPHQL_URI: stack.graphqlUrl,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});

try {
  await waitForServer();

  console.log('\nFirst-load JavaScript (gzip, scripts in the served HTML)');
  let worst = 0;
  for (const pagePath of PAGES) {
    const kb = await firstLoadKb(pagePath);
    worst = Math.max(worst, kb);
    console.log(`  ${pagePath.padEnd(32)} ${kb.toFixed(1).padStart(7)} kB`);
  }
  console.log(
    `  largest: ${worst.toFixed(1)} kB (budget ${FIRST_LOAD_BUDGET_KB} kB) ${worst <= FIRST_LOAD_BUDGET_KB ? 'OK' : 'OVER'}`,
  );

  console.log(`\nThroughput (autocannon, 10 connections, ${DURATION_SECONDS}s each, loopback)`);
  await load(BASE); // warm-up run, discarded
  const page = await load(BASE);
  const file = await load(`${BASE}/favicon.svg`);
  const row = (label, result) =>
    console.log(
      `  ${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms`,
    );
  row('landing page (SSR)', page);
  row('static file (favicon.svg)', file);
  const ratio = page.requests.average / file.requests.average;
  console.log(
    `  SSR / static: ${(ratio * 100).toFixed(1)}% (target ≥ ${THROUGHPUT_TARGET * 100}%) ${ratio >= THROUGHPUT_TARGET ? 'OK' : 'BELOW'}`,
  );

  await runMixedLoad({
    base: ORIGIN,
    cookie: await signedInCookie(stack.issuer, ORIGIN),
    seconds: Number(process.env.BENCH_LOAD_SECONDS ?? DURATION_SECONDS),
    serverPid: server.pid,
  });
} finally {
  server.kill('SIGTERM');
  await stack.stop();
}
benchEngine();
