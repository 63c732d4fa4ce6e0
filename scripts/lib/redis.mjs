// Finds Debian's redis-server for the tests that share state through a real Redis (unit tests of
// the limiter fallback and the sign-out denylist, tests/e2e/sharedState.spec.ts), installing the
// package when running as root, as chromium.mjs does for the browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

/** Path of a redis-server binary, or undefined. REDIS_SERVER_PATH wins when set. */
export function findRedisServer() {
  const configured = process.env.REDIS_SERVER_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Returns a redis-server path, installing Debian's `redis-server` as root if needed. Without one
 * (not root, no apt-get, no network) it says so and returns undefined: the Redis tests then skip
 * with that message rather than fail the whole run.
 */
export function ensureRedisServer() {
  const found = findRedisServer();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("> redis-server not found; installing Debian's redis-server package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync(
            'apt-get',
            ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'],
            {
              stdio: 'inherit',
              env,
            },
          )
        : update;
    const installed = install.status === 0 ? findRedisServer() : undefined;
    if (installed) return installed;
  }
  console.warn(
    '! redis-server is missing and could not be installed: the tests against a real Redis skip.\n' +
      '  Debian/Ubuntu: sudo apt-get install redis-server\n' +
      '  Elsewhere: install Redis and set REDIS_SERVER_PATH=/path/to/redis-server',
  );
  return undefined;
}
