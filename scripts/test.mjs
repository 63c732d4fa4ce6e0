// `npm test`: every check, in order of speed: format, lint, types, unit tests, then the
// end-to-end suite in Chromium against the production build. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildInBackground, ensureBuild, ROOT } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { requireNodeRuntime } from './lib/nodeRuntime.mjs';
import { ensureFaketime } from './lib/faketime.mjs';
import { ensureRedisServer } from './lib/redis.mjs';

requireNodeRuntime();
console.log(`Node.js ${process.version}`);

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function run(label, command, args, env = {}) {
  console.log(`\n> ${label}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

run('Format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
run('Lint (eslint, zero warnings)', bin('eslint'), ['.', '--max-warnings=0']);
run('Types (tsc --noEmit)', bin('tsc'), ['--noEmit']);
run('Types of the local stack (tsc -p local-stack: its // @ts-check JavaScript)', bin('tsc'), [
  '-p',
  'local-stack',
]);
// Before the unit tests: the limiter and denylist tests run against a real Redis.
const redisServer = ensureRedisServer();
const redisEnv = redisServer ? { REDIS_SERVER_PATH: redisServer } : {};
// The build runs beside the unit tests (one Jest worker on two cores), which never read it; after
// the type checks, which read `next-env.d.ts` and the route types the build writes.
console.log('\n> Production build (next build), in the background');
const building = buildInBackground();
run('Unit and component tests (jest)', bin('jest'), ['--ci'], redisEnv);
run('Local development stack and script tests (node --test)', process.execPath, [
  '--test',
  'local-stack/tests/',
  'tests/scripts/',
]);
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
