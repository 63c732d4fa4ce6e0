// Debian's redis-server for the tests that share state through a real Redis (unit tests of the
// limiter fallback and the sign-out denylist, tests/e2e/sharedState.spec.ts).
import { ensurePackagedFile, findPackagedFile } from './debianPackage.mjs';

const REDIS = {
  pkg: 'redis-server',
  candidates: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
  envVar: 'REDIS_SERVER_PATH',
  without: 'the tests against a real Redis',
};

/** Path of a redis-server binary, or undefined. REDIS_SERVER_PATH wins when set. */
export function findRedisServer() {
  return findPackagedFile(REDIS);
}

/** A redis-server path, installing Debian's package as root if needed; else undefined. */
export function ensureRedisServer() {
  return ensurePackagedFile(REDIS);
}
