import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { cookieValue, dataLayerOf, eventsOf, loadedContainer } from './support/telemetry';

// Not about the screen: one project (desktop) is enough.
test.skip(
  () => test.info().project.name !== 'desktop',
  'not about the screen: one project is enough',
);

/**
 * Every page view counted (docs/tracking.md#page-view-recorder): a campaign landing read for
 * 1.5 s and left without a touch reaches the collector once, by the first load's recorder; a
 * visitor who stays and interacts is counted once too, by the runtime, with the recorder's ids.
 */
const LANDING = 'sample-senior-care-contract?utm_source=x&utm_campaign=y';

/** The insert ids of every `viewedVhp` the page sent to the collector, by any transport. */
function sentPageViews(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/2/httpapi')) return;
    const body = JSON.parse(request.postData() ?? '{}') as {
      events?: Array<{ event_type?: string; insert_id?: string }>;
    };
    for (const event of body.events ?? []) {
      if (event.event_type === 'viewedVhp') sent.push(event.insert_id ?? '');
    }
  });
  return sent;
}

async function pageViewsOf(deviceId: string) {
  return (await eventsOf(deviceId)).filter((event) => event.event_type === 'viewedVhp');
}

test.describe('page views', () => {
  test('a bounce after 1.5 s without a touch is one viewedVhp with its UTM parameters, and its push reaches the next page', async ({
    page,
    context,
  }) => {
    const sent = sentPageViews(page);
    await page.goto(LANDING);
    // 1.5 s read, and the recorder's small payload chunk in (it loads at once; on a loaded CI
    // machine that can take longer than the read).
    await Promise.all([page.waitForTimeout(1500), page.waitForLoadState('networkidle')]);
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    expect(deviceId).toBeTruthy();
    // Nothing has started tracking yet: the runtime waits for a touch or 5 s.
    expect(sent).toEqual([]);
    await page.goto('about:blank');

    await expect.poll(() => pageViewsOf(deviceId), { timeout: 10_000 }).toHaveLength(1);
    const [view] = await pageViewsOf(deviceId);
    expect(view?.event_properties).toMatchObject({
      page_id: 'hp-vhp-sample-senior-care-contract',
      url_path: '/app/hp-vhp/sample-senior-care-contract',
      rendered_by: 'hp-vhp',
    });
    expect(String(view?.event_properties?.url)).toContain('utm_source=x&utm_campaign=y');

    // Back on the site in the same tab: the queued page-view push reaches the container.
    await page.goto('caregivers');
    await page.mouse.move(10, 10);
    await page.mouse.down();
    await page.mouse.up();
    const { loadId } = await loadedContainer(page);
    await expect
      .poll(async () => (await dataLayerOf(loadId)).map((report) => report.message?.gtmPath))
      .toEqual(
        expect.arrayContaining([
          '/app/hp-vhp/sample-senior-care-contract',
          '/app/hp-vhp/caregivers',
        ]),
      );
    await page.waitForTimeout(1000);
    // The landing's view once (by the recorder's beacon, which the page's request log cannot
    // see as the page unloads), the caregivers page's by the runtime: nothing sent twice.
    expect(await pageViewsOf(deviceId)).toHaveLength(2);
    expect(sent.filter((id) => id === view?.insert_id)).toEqual([]);
  });

  test('a visitor who stays and interacts is still one viewedVhp, sent by the runtime with the recorder’s ids', async ({
    page,
    context,
  }) => {
    const sent = sentPageViews(page);
    await page.goto(LANDING);
    await page.waitForTimeout(1500);
    await page.mouse.wheel(0, 400);
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    await expect.poll(() => pageViewsOf(deviceId), { timeout: 20_000 }).toHaveLength(1);
    await page.getByRole('heading').first().click();
    await page.waitForTimeout(500);
    await page.goto('about:blank');
    await page.waitForTimeout(1500);
    const views = await pageViewsOf(deviceId);
    expect(views).toHaveLength(1);
    expect(String(views[0]?.event_properties?.url)).toContain('utm_source=x&utm_campaign=y');
    // Only the SDK sent it: the recorder stood down once the runtime's event had left.
    expect(sent).toEqual([views[0]?.insert_id]);
  });
});
