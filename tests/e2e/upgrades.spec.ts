import { readdirSync } from 'node:fs';
import { E2E_PORT } from './support/origin';
import { rawUpgrade } from './support/rawHttp';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { expectSecurityHeaders } from './support/securityHeaders';
import { expect, test } from './support/fixtures';

/**
 * WebSocket upgrade requests: the site has no WebSocket endpoint, so the front server answers every
 * one itself, after the request guard, and lets go of the socket (docs/security.md#websocket-upgrades).
 * On an instance of its own, so its open descriptors can be counted. Plain HTTP: desktop only.
 */
test.describe('WebSocket upgrades', () => {
  test.describe.configure({ mode: 'serial' });
  let site: SecondSite;
  const port = E2E_PORT + 71;
  test.beforeAll(async () => {
    if (test.info().project.name !== 'desktop') return;
    site = await startSecondSite(port, {});
  });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
  });
  test.afterAll(async () => site?.stop());

  const openDescriptors = () => readdirSync(`/proc/${site.pid}/fd`).length;

  test('every upgrade is answered with the security headers and closed by the server', async () => {
    const cases: Array<[method: string, target: string, status: number]> = [
      ['GET', '/app/hp-vhp/', 404],
      ['GET', '/app/hp-vhp', 404],
      ['GET', '/app/hp-vhp/caregivers/', 404],
      ['GET', '/app/hp-vhp/_next/webpack-hmr', 404],
      ['GET', '/outside/the/base/path', 404],
      ['GET', '/app/hp-vhp/?a?b', 302],
      ['GET', 'http://evil.example.com/app/hp-vhp/', 404],
      ['GET', '*', 400],
      ['TRACE', '/app/hp-vhp/', 405],
      ['POST', '/app/hp-vhp/caregivers', 405],
    ];
    for (const [method, target, status] of cases) {
      const answer = await rawUpgrade(target, { port, method });
      answer.socket.destroy();
      const what = `${method} ${target} with Upgrade`;
      expect(answer.status, what).toBe(status);
      expect(answer.headers.connection, what).toBe('close');
      expect(answer.headers.upgrade, what).toBeUndefined();
      expectSecurityHeaders(answer.headers, what);
      if (status === 302) expect(answer.headers.location, what).toBe('/app/hp-vhp?a&b');
    }
  });

  test('a burst of 2,000 upgrades leaves no socket open and the site healthy', async () => {
    test.setTimeout(120_000);
    const before = openDescriptors();
    const targets = ['/app/hp-vhp/', '/app/hp-vhp/caregivers/', '/elsewhere', '/app/hp-vhp/?a?b'];
    for (let batch = 0; batch < 10; batch += 1) {
      // The clients keep their end open: only the server closing its side frees its descriptor.
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          rawUpgrade(targets[i % targets.length] ?? '/', { port }),
        ),
      );
      expect(answers.every((answer) => answer.status === 404 || answer.status === 302)).toBe(true);
      await expect.poll(openDescriptors, { timeout: 5_000 }).toBeLessThanOrEqual(before + 5);
      for (const answer of answers) answer.socket.destroy();
    }
    const health = await fetch(`${site.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${site.baseUrl}/caregivers`);
    expect(page.status).toBe(200);
  });
});
