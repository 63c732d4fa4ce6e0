// Finds a file a test needs from a Debian package (a real Redis, libfaketime), installing the
// package when running as root, as chromium.mjs does for the browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * @typedef {object} DebianNeed
 * @property {string} pkg the Debian package
 * @property {string[]} candidates where its file may be
 * @property {string} envVar a variable that names the file instead (checked first)
 * @property {string} without what skips when the file is missing
 */

/** @param {DebianNeed} need @returns {string | undefined} the file's path, or undefined */
export function findPackagedFile(need) {
  const configured = process.env[need.envVar];
  if (configured) return existsSync(configured) ? configured : undefined;
  return need.candidates.find((candidate) => existsSync(candidate));
}

/**
 * The file's path, installing the package as root if needed. Without it (not root, no apt-get, no
 * network) it says so and returns undefined: the tests that need it then skip with that message
 * rather than fail the whole run.
 * @param {DebianNeed} need
 * @returns {string | undefined}
 */
export function ensurePackagedFile(need) {
  const found = findPackagedFile(need);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`> ${need.pkg} not found; installing Debian's ${need.pkg} package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (/** @type {string[]} */ args) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env });
    const install = () => apt(['install', '-y', '-qq', '--no-install-recommends', need.pkg]);
    // The package lists may be missing on a fresh machine: update once, then try again.
    if (install().status !== 0 && apt(['update', '-qq']).status === 0) install();
    const installed = findPackagedFile(need);
    if (installed) return installed;
  }
  console.warn(
    `! ${need.pkg} is missing and could not be installed: ${need.without} skip.\n` +
      `  Debian/Ubuntu: sudo apt-get install ${need.pkg}\n` +
      `  Elsewhere: install it and set ${need.envVar}=/path/to/it`,
  );
  return undefined;
}
