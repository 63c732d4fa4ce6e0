// @ts-check
// A small process supervisor for `npm start`: each service (the site, the local identity provider,
// the local GraphQL backend) runs as its own child process. A child that exits on its own is
// reported and restarted with exponential back-off; stopping the supervisor stops every child
// (SIGTERM, then SIGKILL after a grace period); and no child outlives the supervisor, even when
// it is killed with SIGKILL: each child gets an IPC channel and exits when it closes.
//
// A service that `sharesListener` (the site) runs as a cluster worker whose listening socket the
// supervisor holds: when its child says it is draining (SIGTERM, docs/serving.md#graceful-shutdown)
// a replacement starts at once on the same socket, and the old child finishes its drain and exits
// without a gap in which connections are refused.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';

/**
 * @typedef {object} ServiceSpec
 * @property {string} name shown in every report line
 * @property {string[]} args arguments to `node` (script path first)
 * @property {NodeJS.ProcessEnv} env
 * @property {string} [cwd]
 * @property {boolean} [sharesListener] a cluster worker: its listening socket outlives it
 * @property {number} [graceMs] how long a stopping child may take before SIGKILL (default: the
 *   supervisor's)
 *
 * @typedef {object} BackoffOptions
 * @property {number} [initialMs] first restart delay (default 500 ms), doubled per crash
 * @property {number} [maxMs] ceiling of the delay (default 30 s)
 * @property {number} [stableMs] a child that ran this long starts over at initialMs (default 30 s)
 * @property {number} [graceMs] how long a stopping child may take before SIGKILL (default 10 s)
 *
 * @typedef {object} Supervised
 * @property {string} name
 * @property {() => number | undefined} pid the running child's pid, if any
 * @property {() => number} restarts how many times it has been restarted
 * @property {() => void} restart replaces the child gracefully: SIGTERM, which makes it drain
 *
 * @typedef {object} Supervisor
 * @property {(spec: ServiceSpec) => Supervised} start
 * @property {() => Promise<void>} stopAll
 */

/**
 * The restart delay after `crashes` consecutive crashes: initialMs · 2^(crashes-1), capped.
 * @param {number} crashes
 * @param {BackoffOptions} [options]
 */
export function restartDelayMs(crashes, { initialMs = 500, maxMs = 30_000 } = {}) {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, crashes - 1));
}

/**
 * @param {{ report?: (line: string) => void, backoff?: BackoffOptions }} [options]
 * @returns {Supervisor}
 */
/**
 * Starts one child: a plain process, or a cluster worker for a service that shares its listener
 * (with SCHED_NONE the kernel hands connections to the workers; the supervisor only keeps the
 * socket open between them).
 * @param {ServiceSpec} spec
 * @returns {import('node:child_process').ChildProcess}
 */
function launchChild(spec) {
  if (!spec.sharesListener) {
    return spawn(process.execPath, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const [exec, ...args] = spec.args;
  cluster.setupPrimary({
    exec,
    args,
    cwd: spec.cwd,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return cluster.fork(spec.env).process;
}

/** @param {unknown} message */
const isDrainingMessage = (message) =>
  typeof message === 'object' &&
  message !== null &&
  'type' in message &&
  message.type === 'draining';

export function createSupervisor({ report = (line) => console.log(line), backoff = {} } = {}) {
  const { stableMs = 30_000, graceMs = 10_000 } = backoff;
  /** @type {Set<() => Promise<void>>} */
  const stoppers = new Set();
  let stopping = false;

  /** @param {ServiceSpec} spec */
  function start(spec) {
    /** @type {import('node:child_process').ChildProcess | undefined} */
    let child;
    /** @type {NodeJS.Timeout | undefined} */
    let restartTimer;
    let crashes = 0;
    let restarts = 0;

    /** @type {Set<import('node:child_process').ChildProcess>} children draining after a replacement started */
    const retiring = new Set();

    const launch = () => {
      const startedAt = Date.now();
      const current = launchChild(spec);
      child = current;
      report(`> ${spec.name} started (pid ${current.pid})`);
      current.on('error', (error) => report(`> ${spec.name} could not start: ${error.message}`));
      current.on('message', (message) => {
        // A draining child of a shared listener is replaced at once; its exit is then expected.
        if (!spec.sharesListener || !isDrainingMessage(message) || stopping) return;
        if (child !== current) return;
        retiring.add(current);
        report(`> ${spec.name} (pid ${current.pid}) draining; starting its replacement`);
        restarts += 1;
        launch();
      });
      current.on('exit', (code, signal) => {
        if (retiring.delete(current)) {
          report(`> ${spec.name} (pid ${current.pid}) drained and exited (code ${code})`);
          return;
        }
        child = undefined;
        if (stopping) return;
        crashes = Date.now() - startedAt >= stableMs ? 1 : crashes + 1;
        const delay = restartDelayMs(crashes, backoff);
        report(
          `> ${spec.name} exited (${signal ? `signal ${signal}` : `code ${code}`}); ` +
            `restarting in ${delay} ms`,
        );
        restartTimer = setTimeout(() => {
          restarts += 1;
          launch();
        }, delay);
      });
    };

    /** @param {import('node:child_process').ChildProcess | undefined} current */
    const stopChild = (current) =>
      new Promise((resolve) => {
        if (!current || current.exitCode !== null || current.signalCode !== null) {
          resolve(undefined);
          return;
        }
        const kill = setTimeout(() => current.kill('SIGKILL'), spec.graceMs ?? graceMs);
        current.once('exit', () => {
          clearTimeout(kill);
          resolve(undefined);
        });
        current.kill('SIGTERM');
      }).then(() => undefined);

    const stop = async () => {
      clearTimeout(restartTimer);
      await Promise.all([child, ...retiring].map(stopChild));
    };

    stoppers.add(stop);
    launch();
    return {
      name: spec.name,
      pid: () => child?.pid,
      restarts: () => restarts,
      restart: () => child?.kill('SIGTERM'),
    };
  }

  async function stopAll() {
    stopping = true;
    await Promise.all([...stoppers].map((stop) => stop()));
  }

  return { start, stopAll };
}
