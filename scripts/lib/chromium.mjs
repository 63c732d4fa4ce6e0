// Finds the system Chromium for Playwright (nothing can be downloaded here: Playwright's own
// browser download fails offline), installing Debian's package when running as root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Path of a Chromium binary, or undefined. CHROMIUM_PATH wins when set. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Returns a Chromium path, installing Debian's `chromium` as root if needed; exits with advice otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("> Chromium not found; installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
            stdio: 'inherit',
            env,
          })
        : update;
    const installed = install.status === 0 ? findChromium() : undefined;
    if (installed) return installed;
  }
  console.error(
    'End-to-end tests need Chromium and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chrome',
  );
  process.exit(1);
}

/** Launch flags for this sandbox: no GPU, no sandbox (root), no background network chatter. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
