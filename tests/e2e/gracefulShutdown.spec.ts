import { E2E_PORT } from './support/origin';
import { slowCalculatorRequest, startLoadLoop } from './support/loadLoop';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { startSupervisedStack, type SupervisedStack } from './support/supervisedStack';
import { expect, test } from './support/fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Graceful shutdown under load (docs/serving.md#graceful-shutdown): after SIGTERM readiness
 * answers 503 at once, the server keeps serving through the drain period, finishes what is in
 * flight, and exits 0; under the supervisor a replacement takes over with no refused connection.
 * Each on an instance of its own, with a short drain. HTTP only: desktop only.
 */
test.describe('graceful shutdown', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
  });

  test('a SIGTERM under load: ready 503 at once, every request served, exit 0', async () => {
    test.setTimeout(90_000);
    const port = E2E_PORT + 73;
    const drainMs = 3_000;
    let site: SecondSite | undefined;
    try {
      site = await startSecondSite(port, {
        SHUTDOWN_DRAIN_SECONDS: String(drainMs / 1000),
        SHUTDOWN_FINISH_SECONDS: '10',
      });
      const loadStartedAt = Date.now();
      const load = startLoadLoop(site.baseUrl);
      await sleep(1_000);
      const signalledAt = Date.now();
      const signalOffset = signalledAt - loadStartedAt;
      process.kill(site.pid, 'SIGTERM');
      // Straddles the end of the drain: sent while accepting, its body arrives after the close.
      await sleep(drainMs - 500);
      const slow = slowCalculatorRequest(port, 1_500);
      await sleep(300);
      const report = await load.stop();
      const exitCode = await site.exited;
      const exitedAfterMs = Date.now() - signalledAt;

      expect(report.failures, JSON.stringify(report)).toEqual({});
      expect(await slow).toBe(200);
      expect(exitCode).toBe(0);
      expect(exitedAfterMs).toBeGreaterThanOrEqual(drainMs);
      const statuses = Object.keys(report.statuses).map(Number);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(report.requests).toBeGreaterThan(50);
      // Readiness: 200 before the signal; 503 for every answer after it (100 ms for the signal to
      // arrive), through the drain.
      const before = report.readiness.filter(({ at }) => at < signalOffset);
      const after = report.readiness.filter(({ at }) => at > signalOffset + 100);
      expect(before.length).toBeGreaterThan(0);
      expect(before.every(({ status }) => status === 200)).toBe(true);
      expect(after.length).toBeGreaterThan(5);
      expect(after.every(({ status }) => status === 503)).toBe(true);
      // Only readiness answered 503.
      expect(report.statuses[503] ?? 0).toBe(
        report.readiness.filter((r) => r.status === 503).length,
      );
    } finally {
      await site?.stop();
    }
  });

  test('the supervisor replaces a SIGTERMed site child with no refused connection', async () => {
    test.setTimeout(120_000);
    let stack: SupervisedStack | undefined;
    try {
      // +94, not +90: with the default E2E_PORT its identity provider would sit on 4190, a port
      // the fetch standard blocks ("sieve"), so Node's fetch could never reach it.
      stack = await startSupervisedStack(E2E_PORT + 94, { SHUTDOWN_DRAIN_SECONDS: '6' });
      const oldPid = stack.pidOf('site');
      const load = startLoadLoop(stack.baseUrl);
      await sleep(1_000);
      const from = stack.outputLength();
      process.kill(oldPid, 'SIGTERM');
      await stack.waitForOutput(/> site \(pid \d+\) drained and exited \(code 0\)/, from, 60_000);
      await sleep(1_000);
      const report = await load.stop();

      expect(report.failures, JSON.stringify(report)).toEqual({});
      expect(stack.pidOf('site')).not.toBe(oldPid);
      const statuses = Object.keys(report.statuses).map(Number);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      // The replacement answers readiness 200 once the old process has gone.
      expect((await fetch(`${stack.baseUrl}/api/ready`)).status).toBe(200);
    } finally {
      await stack?.stop();
    }
  });
});
