import { CORE_SITE, E2E_TELEMETRY_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import {
  cookieValue,
  dataLayerOf,
  eventsOf,
  loadedContainer,
  type DataLayerReport,
} from './support/telemetry';

// The behaviour is the same at any width (phone layouts have their own specs and the page
// catalogue's checks at 320 and 390 px): one project, to keep the suite's time.
test.skip(() => test.info().project.name !== 'desktop', 'one project is enough');

/**
 * The interactions the site observes (lib/tracking/tagManager/tagManagerEvents.ts SITE_INTERACTIONS): each
 * reaches the analytics collector as its own event and the container as a `care.viewedVhp` push
 * with that `gtmEvent`.
 */
test.describe('observed interactions', () => {
  test('using the calculator, e-mailing its results and an enrollment click are tracked', async ({
    page,
    context,
    problems,
  }, testInfo) => {
    test.slow();
    await page.goto('nanny-tax-calculator');
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    const eventTypes = async () => (await eventsOf(deviceId)).map((event) => event.event_type);
    // Tracking runs (it starts after the page is interactive): the page view has arrived.
    await expect.poll(eventTypes, { timeout: 20_000 }).toContain('viewedVhp');
    const { loadId } = await loadedContainer(page);

    await page.getByRole('textbox', { name: 'Pay', exact: true }).fill('22');
    await page.getByRole('textbox', { name: 'Hours per week' }).fill('45');
    await expect.poll(eventTypes, { timeout: 20_000 }).toContain('calculatorUsed');

    const address = `e2e-tracking-${Date.now()}-${testInfo.project.name}@example.com`;
    await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(address);
    await page.getByRole('button', { name: 'Email my results' }).click();
    await expect(page.getByText(`We sent your results to ${address}.`)).toBeVisible();
    await expect.poll(eventTypes, { timeout: 20_000 }).toContain('calculatorEmailSent');

    const pushedIn = (id: string) => async () =>
      (await dataLayerOf(id)).map((report) => report.message?.gtmEvent);
    await expect
      .poll(pushedIn(loadId), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['calculatorUsed', 'calculatorEmailSent']));

    // An enrollment link visible on a phone too (the calculator's is in the closed header menu).
    await page.goto('product-and-pricing');
    const pricing = await loadedContainer(page);
    // The enrollment funnel is on the core site, offline here: a stand-in page answers for it.
    await context.route(`${CORE_SITE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Enrollment</title>' }),
    );
    const enrollmentLink = page
      .locator('a[href*="/app/hp-enrollment/"]')
      .filter({ visible: true })
      .first();
    const enrollmentClicks = async () =>
      (await eventTypes()).filter((type) => type === 'enrollmentClick').length;
    // Followed in this tab: the link waits for the data-layer push (at most PUSH_WAIT_MS), so both
    // the event and the push arrive before the page leaves. A double click counts once.
    await enrollmentLink.dblclick();
    await page.waitForURL(`${CORE_SITE}/**`);
    await expect.poll(enrollmentClicks, { timeout: 20_000 }).toBe(1);
    await expect.poll(pushedIn(pricing.loadId), { timeout: 20_000 }).toContain('enrollmentClick');
    // Opened in a new tab (Ctrl/Cmd), nothing is held back: the page stays and the event arrives.
    // (The same push within the hour is a duplicate, so the container gets no second one.)
    // Back on the page, once tracking runs again (it starts with the first interaction or 5 s
    // after load; a click that is itself that first interaction is the next test's case).
    await page.goBack();
    await loadedContainer(page);
    const tab = context.waitForEvent('page');
    await enrollmentLink.click({ modifiers: ['ControlOrMeta'] });
    await (await tab).close();
    await expect.poll(enrollmentClicks, { timeout: 20_000 }).toBe(2);
    await expect(page).toHaveURL(/\/product-and-pricing$/);

    // Each once: the calculator counts as used once per page view, however many fields change.
    const types = await eventTypes();
    expect(types.filter((type) => type === 'calculatorUsed')).toHaveLength(1);
    expect(JSON.stringify(await eventsOf(deviceId))).not.toContain(address);
    await expectNoProblems(problems);
  });

  test('an enrollment click that is the first interaction is tracked before the page leaves', async ({
    page,
    context,
    problems,
  }) => {
    test.slow();
    // The enrollment funnel is on the core site, offline here: a stand-in page answers for it.
    await context.route(`${CORE_SITE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Enrollment</title>' }),
    );
    // The container's reports name their page load; the page is gone before it could be asked.
    const loadIds = new Set<string>();
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().startsWith(E2E_TELEMETRY_URL)) return;
      try {
        for (const report of JSON.parse(request.postData() ?? '') as DataLayerReport[]) {
          if (typeof report.loadId === 'string') loadIds.add(report.loadId);
        }
      } catch {
        // Another kind of report (analytics, errors): not the container's.
      }
    });
    await page.goto('product-and-pricing');
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    // Nothing has started tracking yet: no container, no page view.
    expect(await page.evaluate(() => 'google_tag_manager' in window)).toBe(false);
    expect(await eventsOf(deviceId)).toEqual([]);

    // The click itself starts tracking; the link is held until it is recorded (at most 2 s). An
    // impatient second click meanwhile does nothing.
    await page
      .locator('a[href*="/app/hp-enrollment/"]')
      .filter({ visible: true })
      .first()
      .dblclick();
    await page.waitForURL(`${CORE_SITE}/**`);

    const eventTypes = async () => (await eventsOf(deviceId)).map((event) => event.event_type);
    await expect
      .poll(eventTypes, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['viewedVhp', 'enrollmentClick']));
    const types = await eventTypes();
    expect(types.indexOf('viewedVhp')).toBeLessThan(types.indexOf('enrollmentClick'));
    const pushed = async () => {
      const reports = await Promise.all([...loadIds].map((id) => dataLayerOf(id)));
      return reports.flat().map((report) => report.message?.gtmEvent);
    };
    await expect
      .poll(pushed, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['pageView', 'enrollmentClick']));
    expect((await eventTypes()).filter((type) => type === 'enrollmentClick')).toHaveLength(1);
    await expectNoProblems(problems);
  });
});
