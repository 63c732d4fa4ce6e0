// @ts-check
// A small process supervisor for `npm start`: each service (the site, the local identity provider,
// the local GraphQL backend) runs as its own child process. A child that exits on its own is
// reported and restarted with exponential back-off; stopping the supervisor stops every child
// (SIGTERM, then SIGKILL after a grace period); and no child outlives the supervisor, even when
// it is killed with SIGKILL: each child gets an IPC channel and exits when it closes.
//
// The site is one child like the others: one process per instance, as the image runs it
// (docs/decisions/0013-one-process-per-instance.md).
import { spawn } from 'node:child_process';

/**
 * @typedef {object} ServiceSpec
 * @property {string} name shown in every report line
 * @property {string[]} args arguments to `node` (script path first)
 * @property {NodeJS.ProcessEnv} env
 * @property {string} [cwd]
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
 * Starts one child, with an IPC channel whose end tells it the supervisor is gone.
 * @param {ServiceSpec} spec
 */
function launchChild(spec) {
  return spawn(process.execPath, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/**
 * @param {{ report?: (line: string) => void, backoff?: BackoffOptions }} [options]
 * @returns {Supervisor}
 */
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

    const launch = () => {
      const startedAt = Date.now();
      const current = launchChild(spec);
      child = current;
      report(`> ${spec.name} started (pid ${current.pid})`);
      current.on('error', (error) => report(`> ${spec.name} could not start: ${error.message}`));
      current.on('exit', (code, signal) => {
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
      await stopChild(child);
    };

    stoppers.add(stop);
    launch();
    return {
      name: spec.name,
      pid: () => child?.pid,
      restarts: () => restarts,
    };
  }

  async function stopAll() {
    stopping = true;
    await Promise.all([...stoppers].map((stop) => stop()));
  }

  return { start, stopAll };
}
