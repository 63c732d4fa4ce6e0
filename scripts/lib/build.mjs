// Build helpers shared by the start, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compileHints.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_ID = path.join(ROOT, '.next', 'BUILD_ID');
/**
 * The production server: the front server (lib/serving/frontServer), bundled into the standalone folder
 * beside Next.js's own `server.js`, which it replaces as the entry point.
 */
export const SITE_SERVER = path.join(ROOT, '.next', 'standalone', 'front-server.js');
const FRONT_SERVER_ENTRY = path.join(ROOT, 'frontServer.ts');

/** Everything that changes the production build. */
const BUILD_INPUTS = [
  'pages',
  'components',
  'lib',
  'styles',
  'public',
  'middleware.ts',
  'instrumentation.ts',
  'frontServer.ts',
  'next.config.js',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stats.mtimeMs,
  );
}

/** True when there is no build, or a source file is newer than it. */
export function buildIsStale() {
  if (!existsSync(BUILD_ID) || !existsSync(SITE_SERVER)) return true;
  const builtAt = statSync(BUILD_ID).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > builtAt);
}

/**
 * Bundles the front server and the site modules it uses (configuration, flags, visitor ids, page
 * cache) into one file; Next.js itself stays external and comes from the standalone folder.
 */
function bundleFrontServer() {
  buildSync({
    entryPoints: [FRONT_SERVER_ENTRY],
    outfile: SITE_SERVER,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Next.js, and the error-reporting SDK Next.js starts: the front server reports through that
    // one (lib/tracking/errorReporting/serverSentry.server.ts), loaded from the standalone folder.
    external: ['next', 'next/*', '@sentry/*'],
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
    legalComments: 'none',
  });
}

const NEXT_BUILD = [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'];
const BUILD_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** What follows `next build`: before the static files are copied next to the server and into the image. */
function finishBuild() {
  addCompileHints(path.join(ROOT, '.next'));
  bundleFrontServer();
}

/** Runs `next build` when needed and lays out the standalone folder next to its assets. */
export function ensureBuild({ force = false } = {}) {
  if (force || buildIsStale()) {
    console.log('> Building the production site (next build)…');
    const result = spawnSync(process.execPath, NEXT_BUILD, {
      cwd: ROOT,
      stdio: 'inherit',
      env: BUILD_ENV,
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    finishBuild();
  }
  // The standalone server does not copy static assets itself (Next.js docs, self-hosting).
  cpSync(
    path.join(ROOT, '.next', 'static'),
    path.join(ROOT, '.next', 'standalone', '.next', 'static'),
    {
      recursive: true,
    },
  );
  cpSync(path.join(ROOT, 'public'), path.join(ROOT, '.next', 'standalone', 'public'), {
    recursive: true,
  });
}

/**
 * Starts the production build in the background when it is stale, its output held until it ends,
 * so `npm test` builds while its single-threaded checks run (docs/platform.md#test-command).
 * Resolves to null when no build was needed, else to `{ ok, output }`; the build is stopped if
 * the calling process exits first.
 */
export function buildInBackground() {
  if (!buildIsStale()) return Promise.resolve(null);
  const child = spawn(process.execPath, NEXT_BUILD, { cwd: ROOT, env: BUILD_ENV });
  const stop = () => child.kill();
  process.on('exit', stop);
  const chunks = [];
  child.stdout.on('data', (chunk) => chunks.push(chunk));
  child.stderr.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      process.off('exit', stop);
      const output = Buffer.concat(chunks).toString();
      if (code !== 0) return resolve({ ok: false, output });
      finishBuild();
      resolve({ ok: true, output });
    });
  });
}
