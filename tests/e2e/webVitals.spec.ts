import type { Page } from '@playwright/test';
import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { cookieValue, eventsOf, type CollectedEvent } from './support/telemetry';

// Web vitals are the same at any width; the device class is the enrichment's (tracking.spec.ts).
test.skip(() => test.info().project.name !== 'desktop', 'one project is enough');

const PAGE_IDS = { home: 'hp-vhp-home', calculator: 'hp-vhp-nanny-tax-calculator' } as const;

/** The `webVital` events one browser sent for one page, by metric. */
async function vitalsOf(deviceId: string, pageId: string): Promise<CollectedEvent[]> {
  return (await eventsOf(deviceId)).filter(
    (event) => event.event_type === 'webVital' && event.event_properties?.page_id === pageId,
  );
}

const metricsOf = (events: CollectedEvent[]) =>
  events.map((event) => String(event.event_properties?.metric)).sort();

/**
 * Interacts until the page's LCP has arrived: web-vitals reports LCP at the first input after its
 * observers started, so its event proves they run (the runtime loads on the first interaction).
 */
async function untilLcpSent(page: Page, deviceId: string, pageId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift');
        return metricsOf(await vitalsOf(deviceId, pageId));
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toContain('LCP');
}

/** A tab switch: the page becomes hidden without being left. */
async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

function expectSane(events: CollectedEvent[], pageId: string): void {
  for (const event of events) {
    const properties = event.event_properties ?? {};
    const value = Number(properties.value);
    expect(properties).toMatchObject({
      page_id: pageId,
      navigation_type: 'navigate',
      web_platform: 'Desktop Web',
      rendered_by: 'hp-vhp',
    });
    expect(['good', 'needs-improvement', 'poor']).toContain(properties.rating);
    if (properties.metric === 'CLS') {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(Math.round(value * 10_000)).toBeCloseTo(value * 10_000, 6);
    } else {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(properties.metric === 'LCP' ? 30_000 : 5_000);
    }
    if (properties.metric === 'LCP') expect(value).toBeGreaterThan(0);
  }
}

test.describe('web vitals', () => {
  test('the landing page and the calculator send LCP, CLS and INP once each, with the page id', async ({
    page,
    context,
    problems,
  }) => {
    test.slow();
    await page.goto('');
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    expect(deviceId).toBeTruthy();
    await page.getByRole('heading', { level: 1 }).click();
    await untilLcpSent(page, deviceId, PAGE_IDS.home);

    // Leaving the site hides the page: CLS and INP leave then, by beacon (no later page of the
    // site could resend them).
    await page.goto('about:blank');
    await expect
      .poll(async () => metricsOf(await vitalsOf(deviceId, PAGE_IDS.home)), { timeout: 20_000 })
      .toEqual(['CLS', 'INP', 'LCP']);

    await page.goto(`${BASE_URL}/nanny-tax-calculator`);

    await page.getByRole('textbox', { name: 'Pay', exact: true }).fill('22');
    await untilLcpSent(page, deviceId, PAGE_IDS.calculator);
    await page.getByRole('textbox', { name: 'Hours per week' }).pressSequentially('45');
    // A tab switch: the page stays, hidden.
    await hideTab(page);
    await expect
      .poll(async () => metricsOf(await vitalsOf(deviceId, PAGE_IDS.calculator)), {
        timeout: 20_000,
      })
      .toEqual(['CLS', 'INP', 'LCP']);

    expectSane(await vitalsOf(deviceId, PAGE_IDS.home), PAGE_IDS.home);
    expectSane(await vitalsOf(deviceId, PAGE_IDS.calculator), PAGE_IDS.calculator);
    await expectNoProblems(problems);
  });

  test('a visitor who turned analytics off sends no web vitals', async ({ page, context }) => {
    await context.addCookies([{ name: 'hp_privacy', value: 'analytics:0', url: BASE_URL }]);
    await page.goto('');
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    expect(deviceId).toBeTruthy();
    await page.getByRole('heading', { level: 1 }).click();
    // The runtime has started once the page view is in the data layer (tags still read consent).
    const pageViewPushed = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: Array<{ gtmEvent?: string }> }).dataLayer ?? []).some(
          (entry) => entry.gtmEvent === 'pageView',
        ),
      );
    await expect.poll(pageViewPushed, { timeout: 20_000 }).toBe(true);
    await page.keyboard.press('Shift');
    await hideTab(page);
    await page.goto('nanny-tax-calculator');
    await page.getByRole('textbox', { name: 'Pay', exact: true }).fill('22');
    await expect.poll(pageViewPushed, { timeout: 20_000 }).toBe(true);
    await page.goto('caregivers');
    await expect.poll(pageViewPushed, { timeout: 20_000 }).toBe(true);
    expect(await eventsOf(deviceId)).toEqual([]);
  });
});
