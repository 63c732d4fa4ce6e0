import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import type { Redis } from 'ioredis';
import { findRedisServer } from '../../scripts/lib/redis.mjs';

/** A throwaway redis-server of a test: no persistence, on a port of its own. */
export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (its data goes with it). */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
  /** Stalls it with its connections open (SIGSTOP), or lets it go on (SIGCONT). */
  pause: () => void;
  resume: () => void;
}

/** The binary, or undefined; tests skip with {@link REDIS_MISSING} without it. */
export const REDIS_SERVER = findRedisServer();
export const REDIS_MISSING =
  'redis-server is missing and could not be installed (npm test installs Debian’s package as root; ' +
  'or set REDIS_SERVER_PATH): the tests against a real Redis are skipped';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Starts `redis-server --port <free port> --save '' --appendonly no` and waits for its PONG. */
export async function startTestRedis(binary: string): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}

/** Disconnects a client and waits until its socket is closed (no timer left behind). */
export async function closeRedisClient(client: Redis | undefined): Promise<void> {
  if (!client || client.status === 'end') return;
  const ended = new Promise((resolve) => {
    client.once('end', resolve);
    // A client between reconnection attempts has no socket to close: nothing more to wait for.
    setTimeout(resolve, 1_000).unref();
  });
  client.disconnect();
  await ended;
}

/**
 * `describe` for suites that need a real Redis; without the binary the suite is skipped, its name
 * carrying {@link REDIS_MISSING} so the report says why.
 */
export function describeWithRedis(name: string, suite: (binary: string) => void): void {
  const binary = REDIS_SERVER;
  if (binary) describe(name, () => suite(binary));
  else describe.skip(`${name} — skipped: ${REDIS_MISSING}`, () => suite(''));
}
