// Build helpers shared by the start, test and bench scripts.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_ID = path.join(ROOT, '.next', 'BUILD_ID');
const STANDALONE_SERVER = path.join(ROOT, '.next', 'standalone', 'server.js');
const SITE_SERVER_DIR = path.join(ROOT, '.next', 'standalone', 'site-server');
/** The site's server: Next.js's standalone server behind the request guard (server/siteServer.mjs). */
export const SITE_SERVER = path.join(SITE_SERVER_DIR, 'siteServer.mjs');

/** Everything that changes the production build. */
const BUILD_INPUTS = [
  'pages',
  'components',
  'lib',
  'styles',
  'public',
  'middleware.ts',
  'instrumentation.ts',
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
  if (!existsSync(BUILD_ID) || !existsSync(STANDALONE_SERVER)) return true;
  const builtAt = statSync(BUILD_ID).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > builtAt);
}

/** Runs `next build` when needed and lays out the standalone folder next to its assets. */
export async function ensureBuild({ force = false } = {}) {
  if (force || buildIsStale()) {
    console.log('> Building the production site (next build)…');
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
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
  await layoutSiteServer();
}

/** TypeScript modules the site's server runs, and their compiled names. Free of packages. */
const SITE_SERVER_MODULES = [
  ['lib/http/requestGuard.ts', 'requestGuard'],
  ['lib/middleware/cleanQuestionMarks.ts', 'cleanQuestionMarks'],
];

/**
 * Lays out the site's server next to the standalone build: server/siteServer.mjs, the security
 * header list, and the request guard compiled to JavaScript (TypeScript like the rest of lib/,
 * importing nothing but each other, so a plain transpile is all they need). The Dockerfile runs
 * this after `next build` too.
 */
export async function layoutSiteServer() {
  const { default: ts } = await import('typescript');
  mkdirSync(SITE_SERVER_DIR, { recursive: true });
  for (const [source, name] of SITE_SERVER_MODULES) {
    const { outputText } = ts.transpileModule(readFileSync(path.join(ROOT, source), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    // Relative imports between these modules become imports of their compiled siblings.
    const output = outputText.replace(/from '\.\.?\/(?:[\w-]+\/)*([\w-]+)'/g, "from './$1.mjs'");
    writeFileSync(path.join(SITE_SERVER_DIR, `${name}.mjs`), output);
  }
  cpSync(path.join(ROOT, 'server', 'siteServer.mjs'), SITE_SERVER);
  cpSync(
    path.join(ROOT, 'lib', 'http', 'securityHeaders.json'),
    path.join(SITE_SERVER_DIR, 'securityHeaders.json'),
  );
}
