// `npm test`: every check, in order of speed: format, lint, types, unit tests, then the
// end-to-end suite in Chromium against the production build. Stops at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildInBackground, ensureBuild, ROOT } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { requireNodeRuntime } from './lib/nodeRuntime.mjs';
import { ensureFaketime } from './lib/faketime.mjs';
import { ensureRedisServer } from './lib/redis.mjs';

requireNodeRuntime();
console.log(`Node.js ${process.version}`);

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** Seconds since `from` (a `performance.now()`), for each step's line: where the suite's time goes. */
const secondsSince = (from) => `${Math.round((performance.now() - from) / 1000)} s`;

function run(label, command, args, env = {}) {
  console.log(`\n> ${label}`);
  const began = performance.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`(${label}: ${secondsSince(began)})`);
}

/** Starts one step; resolves with its exit status and its output, printed once it ends. */
function start(label, command, args, env = {}) {
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    // A step still running when another fails ends with this script.
    const stop = () => child.kill();
    process.on('exit', stop);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) =>
      resolve({
        label,
        status: 1,
        output: `${output}${error.message}\n`,
        took: secondsSince(began),
      }),
    );
    child.on('close', (status) => {
      process.off('exit', stop);
      resolve({ label, status, output, took: secondsSince(began) });
    });
  });
}

/** Runs the first step beside the others (which run one after another); stops if any failed. */
async function runTogether([first, ...rest]) {
  const alongside = start(...first);
  const results = [];
  for (const step of rest) results.push(await start(...step));
  results.unshift(await alongside);
  report(results);
}

/** Prints each finished step's output in order; stops if any failed. */
function report(results) {
  let failed = false;
  for (const { label, status, output, took } of results) {
    console.log(`\n> ${label}`);
    if (output) process.stdout.write(output);
    console.log(`(${label}: ${took})`);
    if (status !== 0) {
      console.error(`\n✖ ${label} failed`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}

run('Format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
// ESLint (type-aware, about a minute) and the type checks each keep one core busy:
// side by side they take the time of the longer one (docs/platform.md#test-command).
await runTogether([
  ['Lint (eslint, zero warnings)', bin('eslint'), ['.', '--max-warnings=0']],
  ['Types (tsc --noEmit)', bin('tsc'), ['--noEmit']],
  [
    'Types of the local stack (tsc -p local-stack: its // @ts-check JavaScript)',
    bin('tsc'),
    ['-p', 'local-stack'],
  ],
]);
// Before the unit tests: the limiter and denylist tests run against a real Redis.
const redisServer = ensureRedisServer();
const redisEnv = redisServer ? { REDIS_SERVER_PATH: redisServer } : {};
// The build runs beside the unit tests (one Jest worker on two cores), which never read it; after
// the type checks, which read `next-env.d.ts` and the route types the build writes. The script
// tests take the core the build leaves when it ends (docs/platform.md#test-command).
console.log('\n> Production build (next build), in the background');
const building = buildInBackground();
const unitTests = start('Unit and component tests (jest)', bin('jest'), ['--ci'], redisEnv);
const scriptTests = building.then(() =>
  start('Local development stack and script tests (node --test)', process.execPath, [
    '--test',
    'local-stack/tests/',
    'tests/scripts/',
  ]),
);
report([await unitTests]);
report([await scriptTests]);
const built = await building;
if (built) {
  console.log(`\n> Production build (next build), its output:\n${built.output}`);
  if (!built.ok) {
    console.error('\n✖ Production build failed');
    process.exit(1);
  }
}

const chromium = ensureChromium();
// The New Year tests run a server on a fixed clock (libfaketime).
const faketime = ensureFaketime();
await ensureBuild();
run('End-to-end tests (playwright, Chromium)', bin('playwright'), ['test'], {
  CHROMIUM_PATH: chromium,
  ...redisEnv,
  ...(faketime ? { FAKETIME_LIB: faketime } : {}),
});
console.log('\n✔ All checks passed');
