import { createHash } from 'node:crypto';
import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import {
  cookieValue,
  dataLayerOf,
  envelopes,
  eventsOf,
  loadedContainer,
  signIn,
} from './support/telemetry';

// The behaviour is the same at any width (phone layouts have their own specs and the page
// catalogue's checks at 320 and 390 px): one project, to keep the suite's time.
test.skip(() => test.info().project.name !== 'desktop', 'one project is enough');

// Two of these sign in through the shared identity provider; one at a time, in order, as in
// signin.spec.ts (without skipping the rest when one fails).
test.describe.configure({ mode: 'default' });

test.describe('tracking against the local telemetry sink', () => {
  test('two page visits deliver viewedVhp with the enrichment to the collector', async ({
    page,
    context,
    problems,
  }, testInfo) => {
    await page.goto('');
    await page.getByRole('link', { name: 'For caregivers' }).first().isVisible();
    const deviceId = await cookieValue(context, 'hpc');
    const visitorId = await cookieValue(context, 'n_vis');
    const sessionId = await cookieValue(context, 'csc');
    expect(deviceId).toBeTruthy();
    await expect
      .poll(
        async () => (await eventsOf(deviceId ?? '')).some((e) => e.event_type === 'viewedVhp'),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await page.goto('caregivers');
    await expect
      .poll(
        async () =>
          (await eventsOf(deviceId ?? ''))
            .filter((event) => event.event_type === 'viewedVhp')
            .map((event) => event.event_properties?.page_id),
        { timeout: 20_000 },
      )
      .toEqual(['hp-vhp-home', 'hp-vhp-caregivers']);

    const views = (await eventsOf(deviceId ?? '')).filter((e) => e.event_type === 'viewedVhp');
    const width = page.viewportSize()?.width ?? 0;
    for (const [index, path] of ['/app/hp-vhp', '/app/hp-vhp/caregivers'].entries()) {
      const properties = views[index]?.event_properties ?? {};
      expect(properties).toMatchObject({
        url_path: path,
        url: `${BASE_URL.replace('/app/hp-vhp', '')}${path}`,
        web_platform: width < 600 ? 'Mobile Web' : 'Desktop Web',
        visitor_id: visitorId,
        czen_session_id: sessionId,
        rendered_by: 'hp-vhp',
        screen_name: index === 0 ? 'HomePay Home' : 'HomePay Caregivers',
        tracked_url_path: index === 0 ? '/homepay' : '/homepay/caregivers',
      });
      expect(properties.screen_resolution).toMatch(/^\d+x\d+$/);
      expect(properties.viewport_resolution).toBe(`${width}x${page.viewportSize()?.height}`);
      for (const key of ['environment', 'language', 'userAgent', 'referer', 'screen_template']) {
        expect(properties).toHaveProperty(key);
      }
    }
    testInfo.annotations.push({ type: 'device', description: deviceId ?? '' });
    await expectNoProblems(problems);
  });

  test('signing in sets the analytics user id and the data layer holds only hashed fields', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('caregivers');
    await signIn(page, 'client@example.com');
    await page.waitForURL(`${BASE_URL}/caregivers`);
    await expect(page.locator('[data-member-name]')).toHaveText('Hi, Maria');
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    // The analytics user id: the text before the first underscore of the member id
    // (a1b2c3d4_client).
    await expect
      .poll(async () => (await eventsOf(deviceId)).some((e) => e.user_id === 'a1b2c3d4'), {
        timeout: 20_000,
      })
      .toBe(true);

    const emailHash = createHash('sha256').update('client@example.com').digest('hex');
    await expect
      .poll(
        () => page.evaluate(() => (window.dataLayer ?? []).some((entry) => 'emailSHA256' in entry)),
        { timeout: 20_000 },
      )
      .toBe(true);
    const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(dataLayer).toContain(emailHash);
    expect(dataLayer).toContain('care.viewedVhp');
    expect(dataLayer.toLowerCase()).not.toContain('client@example.com');
    expect(dataLayer).not.toContain('"Maria"');

    // What the container received (the local stand-in reports every message it processes).
    const { loadId } = await loadedContainer(page);
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    await expect
      .poll(
        async () =>
          (await dataLayerOf(loadId)).find((report) => report.message?.emailSHA256 === emailHash)
            ?.message,
        { timeout: 20_000 },
      )
      .toMatchObject({
        event: 'care.viewedVhp',
        memberType: 'seeker',
        overallStatus: 'premium',
        firstNameSHA256: sha256('maria'),
        lastNameSHA256: sha256('lopez'),
      });
    const received = JSON.stringify(await dataLayerOf(loadId));
    expect(received.toLowerCase()).not.toContain('client@example.com');
    expect(received).not.toMatch(/"(?:email|firstName|lastName)":/);
    expect(received).not.toContain('Maria');
    expect(received).not.toContain('Lopez');
  });

  test('a client-side route change is a page view too', async ({ page, context }) => {
    await page.goto('');
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    await expect
      .poll(async () => (await eventsOf(deviceId)).some((e) => e.event_type === 'viewedVhp'), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.evaluate(() => {
      (window as Window & { samePage?: boolean }).samePage = true;
    });
    // The header's link; on a phone it is in the menu (the footer's links are plain links).
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    if (await openMenu.isVisible()) await openMenu.click();
    await page
      .locator(
        'header a[href="/app/hp-vhp/caregivers"], #mobile-menu a[href="/app/hp-vhp/caregivers"]',
      )
      .filter({ visible: true })
      .first()
      .click();
    await page.waitForURL(`${BASE_URL}/caregivers`);
    await expect
      .poll(
        async () =>
          (await eventsOf(deviceId))
            .filter((event) => event.event_type === 'viewedVhp')
            .map((event) => event.event_properties?.url_path),
        { timeout: 20_000 },
      )
      .toEqual(['/app/hp-vhp', '/app/hp-vhp/caregivers']);
    // No full page load happened: the same document tracked both pages.
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(
      true,
    );
  });

  test('signing out clears the analytics user id', async ({ page, context }) => {
    test.slow();
    await page.goto('caregivers');
    await signIn(page, 'none@example.com');
    await page.waitForURL(`${BASE_URL}/caregivers`);
    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    await expect
      .poll(async () => (await eventsOf(deviceId)).some((e) => e.user_id === 'b5e6f7a8'), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Back on the page the member signed out on (docs/members.md#sign-in-routes).
    await page.waitForURL(`${BASE_URL}/caregivers`);
    await expect(page.locator('header').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const before = (await eventsOf(deviceId)).length;
    await page.goto('product-and-pricing');
    await expect
      .poll(
        async () =>
          (await eventsOf(deviceId))
            .slice(before)
            .find((event) => event.event_properties?.page_id === 'hp-vhp-product-and-pricing'),
        { timeout: 20_000 },
      )
      .toBeTruthy();
    const after = (await eventsOf(deviceId))
      .slice(before)
      .filter((event) => event.event_properties?.page_id === 'hp-vhp-product-and-pricing');
    expect(after.every((event) => event.user_id === undefined || event.user_id === null)).toBe(
      true,
    );
  });

  test('?rx= sets the referral cookies and later pages’ enrollment links carry it', async ({
    page,
    context,
  }) => {
    await page.goto('?rx=REF123&utm_source=partner');
    await expect.poll(() => cookieValue(context, 'vpm'), { timeout: 20_000 }).toBe('REF123');
    const stored = (await context.cookies()).find((cookie) => cookie.name === 'hp_rx');
    expect(stored).toMatchObject({ value: 'REF123', httpOnly: true, path: '/' });
    expect((stored?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(2_592_000 - 120);

    for (const path of ['caregivers', 'product-and-pricing']) {
      await page.goto(path);
      const hrefs = await page
        .locator('a[href*="/app/hp-enrollment/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(new URL(href).searchParams.get('rx')).toBe('REF123');
    }
  });

  test('an error thrown in the page reaches the local ingest with its trace and no code, state or e-mail', async ({
    page,
  }) => {
    const marker = `e2e-boom-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await page.goto('caregivers?code=abc-secret-code&state=st-secret-state');
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(`${message} for maria@example.com`);
      });
    }, marker);
    const reportsOf = async () =>
      (await envelopes({ type: 'event' })).filter((envelope) =>
        JSON.stringify(envelope).includes(marker),
      );
    await expect
      .poll(async () => (await reportsOf()).length, { timeout: 25_000 })
      .toBeGreaterThan(0);
    const reported = await reportsOf();
    const text = JSON.stringify(reported);
    expect(text).not.toContain('abc-secret-code');
    expect(text).not.toContain('st-secret-state');
    expect(text).not.toContain('maria@example.com');
    expect(reported[0]?.items[0]?.header.type).toBe('event');

    // A support engineer finds a client error with its trace (docs/tracking.md#traces): the error
    // names the trace of the page load it happened in, and that transaction is in the ingest too.
    const error = reported[0]?.items[0]?.payload as {
      contexts?: { trace?: { trace_id?: string } };
    };
    const traceId = error.contexts?.trace?.trace_id ?? '';
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(async () => (await envelopes({ type: 'transaction', traceId })).length, {
        timeout: 25_000,
      })
      .toBeGreaterThan(0);
    const [trace] = await envelopes({ type: 'transaction', traceId });
    const transaction = trace?.items.find((item) => item.header.type === 'transaction')
      ?.payload as {
      contexts?: { trace?: { trace_id?: string; op?: string } };
    };
    expect(transaction.contexts?.trace).toMatchObject({ trace_id: traceId });
    expect(['pageload', 'navigation']).toContain(transaction.contexts?.trace?.op);
    expect(JSON.stringify(trace)).not.toContain('abc-secret-code');
    expect(JSON.stringify(trace)).not.toContain('st-secret-state');
  });
});
