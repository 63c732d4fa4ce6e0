import { QUEUE_KEY } from '@/lib/tracking/tagManager/tagManagerQueue';
import { E2E_TELEMETRY_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { dataLayerOf, directiveOf, loadedContainer, nonceOf } from './support/telemetry';

// Not about the screen: one project (desktop) is enough.
test.skip(
  () => test.info().project.name !== 'desktop',
  'not about the screen: one project is enough',
);

/**
 * The tag-manager container, against the local stand-in `npm start` configures (GTM-LOCAL from
 * the telemetry sink, GTM_SCRIPT_ORIGIN its origin): it loads after the page is interactive, with
 * the CSP nonce, and the data layer's session-storage queue drains into it
 * (docs/tracking.md#tag-manager-queue).
 */
test.describe('the tag-manager container', () => {
  test('loads after the page is interactive, with the nonce, from the one origin the CSP allows', async ({
    page,
    problems,
  }) => {
    const response = await page.goto('caregivers');
    const html = (await response?.text()) ?? '';
    const csp = response?.headers()['content-security-policy'];
    // Not part of the first load: the served page names no container script.
    expect(html).not.toContain('gtm.js');
    expect(directiveOf(csp, 'connect-src').split(' ')).toContain(E2E_TELEMETRY_URL);
    expect(directiveOf(csp, 'img-src').split(' ')).toContain(E2E_TELEMETRY_URL);
    expect(csp).not.toContain('googletagmanager');

    const container = await loadedContainer(page);
    expect(container.id).toMatch(/^GTM-[A-Z0-9]+$/);
    expect(container.src).toBe(`${E2E_TELEMETRY_URL}/gtm.js?id=${container.id}`);
    expect(container.nonce).not.toBe('');
    expect(container.nonce).toBe(nonceOf(csp));
    expect(container.requestedAt).toBeGreaterThan(container.interactiveAt);
    // The container has run: the page view reached it, and it answered with its own events.
    await expect
      .poll(
        async () =>
          (await dataLayerOf(container.loadId)).map(
            (report) => report.message?.gtmEvent ?? report.message?.event,
          ),
        { timeout: 20_000 },
      )
      .toEqual(expect.arrayContaining(['gtm.js', 'pageView', 'gtm.dom', 'gtm.load']));
    await expectNoProblems(problems);
  });

  test('drains pushes queued in session storage into the container, in order', async ({
    page,
    problems,
  }) => {
    const marker = `e2eQueued${Date.now()}${Math.random().toString(36).slice(2)}`;
    // A push queued on an earlier page of this tab that was left before its container arrived.
    await page.addInitScript(
      ({ key, queued }) => {
        if (sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        sessionStorage.setItem(key, JSON.stringify([queued]));
      },
      {
        key: QUEUE_KEY,
        queued: { event: 'care.viewedVhp', gtmEvent: marker, gtmPath: '/app/hp-vhp', clear: true },
      },
    );
    await page.goto('referral');
    const { loadId } = await loadedContainer(page);
    const names = async () =>
      (await dataLayerOf(loadId)).map(
        // A Consent Mode command is reported as `{0: 'consent', 1: 'default', …}`.
        (report) => report.message?.gtmEvent ?? report.message?.event ?? report.message?.['0'],
      );
    await expect
      .poll(names, { timeout: 20_000 })
      .toEqual(expect.arrayContaining([marker, 'pageView']));
    const order = await names();
    // The consent default comes first (docs/tracking.md#consent), then the container's start.
    expect(order.slice(0, 2)).toEqual(['consent', 'gtm.js']);
    expect(order.indexOf(marker)).toBeLessThan(order.indexOf('pageView'));
    expect(order.filter((name) => name === marker)).toHaveLength(1);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), QUEUE_KEY)).toBeNull();
    await expectNoProblems(problems);
  });
});
