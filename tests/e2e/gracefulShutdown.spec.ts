import { E2E_PORT } from './support/origin';
import { slowCalculatorRequest, startLoadLoop } from './support/loadLoop';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { startTestBalancer } from './support/testBalancer';
import { expect, test } from './support/fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Graceful shutdown under load (docs/operations.md#graceful-shutdown): after SIGTERM readiness
 * answers 503 at once, the server keeps serving through the drain period, finishes what is in
 * flight, and exits 0; in a rolling restart behind a balancer nothing is refused. Each on
 * instances of their own, with a short drain. HTTP only: desktop only.
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

  test('a rolling restart behind a balancer refuses nothing, with a replacement slower than the drain', async () => {
    test.setTimeout(120_000);
    const balancer = await startTestBalancer(E2E_PORT + 94);
    const publicOrigin = new URL(balancer.baseUrl).origin;
    const drainMs = 1_000;
    const instanceEnv = {
      SITE_ORIGIN: publicOrigin,
      SHUTDOWN_DRAIN_SECONDS: String(drainMs / 1000),
      SHUTDOWN_FINISH_SECONDS: '10',
    };
    let old: SecondSite | undefined;
    let replacement: SecondSite | undefined;
    try {
      old = await startSecondSite(E2E_PORT + 95, instanceEnv);
      balancer.add(origin(old));
      await balancer.whenReady(origin(old));
      const load = startLoadLoop(balancer.baseUrl);
      await sleep(1_000);

      // The orchestrator's order: start the new instance, wait until the balancer finds it
      // ready, only then stop the old one. This replacement takes 3 s longer than usual to
      // start, three times the old one's drain.
      const startedAt = Date.now();
      replacement = await startSecondSite(E2E_PORT + 96, {
        ...instanceEnv,
        NODE_OPTIONS: `--import=${SLOW_START}`,
      });
      balancer.add(origin(replacement));
      await balancer.whenReady(origin(replacement));
      const replacementStartMs = Date.now() - startedAt;
      process.kill(old.pid, 'SIGTERM');
      const exitCode = await old.exited;
      balancer.remove(origin(old));
      await sleep(1_000);
      const report = await load.stop();

      expect(replacementStartMs).toBeGreaterThan(3 * drainMs);
      expect(exitCode).toBe(0);
      expect(report.failures, JSON.stringify(report)).toEqual({});
      expect(balancer.undelivered()).toEqual({});
      expect(report.requests).toBeGreaterThan(50);
      // Only readiness answered 503 (the old instance while it drained).
      const statuses = Object.keys(report.statuses).map(Number);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(report.statuses[503] ?? 0).toBe(
        report.readiness.filter((r) => r.status === 503).length,
      );
    } finally {
      await Promise.all([old?.stop(), replacement?.stop()]);
      await balancer.stop();
    }
  });
});

/** A module preloaded before the server's entry (a data: URL) that holds its start for 3 s. */
const SLOW_START = `data:text/javascript;base64,${Buffer.from(
  'await new Promise((resolve) => setTimeout(resolve, 3000));',
).toString('base64')}`;

/** An instance's origin, as the balancer names its targets. */
const origin = (site: SecondSite) => new URL(site.baseUrl).origin;
