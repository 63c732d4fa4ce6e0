// @ts-check
// The supervisor behind `npm start` (scripts/lib/supervisor.mjs).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createSupervisor, restartDelayMs } from '../../scripts/lib/supervisor.mjs';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const SERVICE = path.join(FIXTURES, 'service.mjs');
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True while the process runs. A zombie (exited, not yet reaped by its new parent after an
 * orphaning) counts as gone: it serves nothing.
 * @param {number} pid
 */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** @param {() => boolean} condition */
async function waitFor(condition, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

describe('restartDelayMs', () => {
  it('doubles from the initial delay and stops at the ceiling', () => {
    const options = { initialMs: 500, maxMs: 30_000 };
    assert.deepEqual(
      [1, 2, 3, 4, 7, 20].map((crashes) => restartDelayMs(crashes, options)),
      [500, 1000, 2000, 4000, 30_000, 30_000],
    );
  });
});

describe('createSupervisor', () => {
  it('reports a crashed child and restarts it with growing delays', async () => {
    /** @type {string[]} */
    const lines = [];
    const supervisor = createSupervisor({
      report: (line) => lines.push(line),
      backoff: { initialMs: 20, maxMs: 200 },
    });
    const service = supervisor.start({ name: 'crasher', args: [SERVICE, 'crash'], env: {} });
    await waitFor(() => service.restarts() >= 3);
    await supervisor.stopAll();
    const exits = lines.filter((line) => line.includes('exited (code 3)'));
    assert.ok(exits.length >= 3);
    assert.match(exits[0] ?? '', /restarting in 20 ms/);
    assert.match(exits[1] ?? '', /restarting in 40 ms/);
    assert.match(exits[2] ?? '', /restarting in 80 ms/);
  });

  it('stops every child and restarts none of them', async () => {
    const supervisor = createSupervisor({ report: () => undefined });
    const services = ['a', 'b', 'c'].map((name) =>
      supervisor.start({ name, args: [SERVICE], env: {} }),
    );
    await waitFor(() => services.every((service) => service.pid() !== undefined));
    const pids = services.map((service) => service.pid() ?? 0);
    await supervisor.stopAll();
    assert.deepEqual(
      pids.map((pid) => isAlive(pid)),
      [false, false, false],
    );
    await sleep(100);
    assert.deepEqual(
      services.map((service) => service.restarts()),
      [0, 0, 0],
    );
  });

  it('leaves no child behind when the supervisor itself is killed with SIGKILL', async () => {
    // Without the test runner's own variables, which would make the child report to it.
    const env = { ...process.env };
    delete env.NODE_TEST_CONTEXT;
    const supervisorProcess = spawn(process.execPath, [path.join(FIXTURES, 'supervise.mjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    let output = '';
    supervisorProcess.stdout.on('data', (chunk) => (output += String(chunk)));
    await waitFor(() => output.includes('stand-in ready'));
    const childPid = Number(/started \(pid (\d+)\)/.exec(output)?.[1]);
    assert.ok(isAlive(childPid));
    supervisorProcess.kill('SIGKILL');
    await waitFor(() => !isAlive(childPid));
    supervisorProcess.stdout.destroy();
  });
});
