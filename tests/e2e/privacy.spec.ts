import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoProblems, test } from './support/fixtures';
import { dataLayerOf, loadedContainer, type DataLayerReport } from './support/telemetry';

// The behaviour is the same at any width (phone layouts have their own specs and the page
// catalogue's checks at 320 and 390 px): one project, to keep the suite's time.
test.skip(() => test.info().project.name !== 'desktop', 'one project is enough');

/**
 * Global Privacy Control, Consent Mode v2, the privacy choices page and the click-to-load videos
 * (docs/tracking.md#consent, docs/site.md#privacy-choices-page, docs/site.md#videos), against the
 * stand-in container of the local telemetry sink.
 */

/** The WCAG 2.2 A and AA rule sets of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DENIED_ADS = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

/** A Consent Mode command as the stand-in reports a pushed `arguments` object: `{0, 1, 2}`. */
function consentCommand(report: DataLayerReport): { command: unknown; state: unknown } | null {
  const message = report.message;
  if (!message || message['0'] !== 'consent') return null;
  return { command: message['1'], state: message['2'] };
}

/** The first interaction starts tracking at once (instead of 5 s after load). */
async function startTracking(page: Page) {
  await page.mouse.move(10, 10);
  await page.keyboard.press('Shift');
  return loadedContainer(page);
}

test.describe('with Global Privacy Control on', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
  });

  test('denies ads in the consent default before the container is requested, and the page says so', async ({
    page,
    problems,
  }) => {
    await page.goto('privacy-choices');
    await expect(page.locator('[data-gpc-status="on"]')).toHaveText(
      /Global Privacy Control signal is on: we treat it as an opt-out/,
    );
    const optOut = page.getByRole('switch', { name: /do not sell or share/i });
    await expect(optOut).toBeChecked();
    const container = await startTracking(page);
    // The container processes what was in the data layer when its script ran, in order: the
    // consent default comes first, before `gtm.js` (pushed just before the script is requested).
    await expect
      .poll(async () => (await dataLayerOf(container.loadId)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const reports = await dataLayerOf(container.loadId);
    expect(consentCommand(reports[0]!)).toEqual({
      command: 'default',
      state: { ...DENIED_ADS, analytics_storage: 'granted' },
    });
    const order = await page.evaluate(() =>
      (window as { dataLayer?: object[] }).dataLayer!.map((entry) =>
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? 'consent'
          : String((entry as { event?: string }).event),
      ),
    );
    expect(order.indexOf('consent')).toBeLessThan(order.indexOf('gtm.js'));
    await expectNoProblems(problems);
  });

  test('offers only a link to the video, never its frame', async ({ page, problems }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto('');
    const section = page.locator('[data-video="howItWorks"]');
    await section.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: /play video/i })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /watch “how it works” on youtube/i }),
    ).toBeVisible();
    expect(videoRequests).toEqual([]);
    await expectNoProblems(problems);
  });
});

test('opting out on the privacy page pushes a consent update, and the next page keeps it', async ({
  page,
  problems,
}) => {
  await page.goto('privacy-choices');
  await expect(page.locator('[data-gpc-status="off"]')).toBeVisible();
  const container = await startTracking(page);
  const optOut = page.getByRole('switch', { name: /do not sell or share/i });
  await expect(optOut).not.toBeChecked();
  await optOut.check();
  await expect(page.getByRole('status')).toHaveText(/saved/i);
  await expect
    .poll(async () => (await dataLayerOf(container.loadId)).map(consentCommand).filter(Boolean), {
      timeout: 20_000,
    })
    .toEqual([
      { command: 'default', state: expect.objectContaining({ ad_storage: 'granted' }) as unknown },
      { command: 'update', state: { ...DENIED_ADS, analytics_storage: 'granted' } },
    ]);
  // The next page, without a reload of this one: the server reads the cookie for its render.
  await page.locator('footer').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('link', { name: /watch “how it works” on youtube/i })).toBeVisible();
  await page.goto('privacy-choices');
  await expect(page.getByRole('switch', { name: /do not sell or share/i })).toBeChecked();
  await expectNoProblems(problems);
});

test('the privacy page is linked from the footer and passes axe', async ({ page, problems }) => {
  await page.goto('caregivers');
  await page.locator('footer').getByRole('link', { name: 'Your Privacy Choices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Privacy Choices');
  await expect(page.getByText(/service provider/).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await expectNoProblems(problems);
});

test('the privacy page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('privacy-choices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Privacy Choices');
  await expect(page.getByText(/did not detect a Global Privacy Control signal/)).toBeVisible();
  await context.close();
});

for (const [path, name, title] of [
  ['', 'howItWorks', 'How it works'],
  ['caregivers', 'caregivers', 'Getting paid on the books'],
] as const) {
  test(`the ${name} video loads nothing of YouTube before the click, the nocookie player after, without a shift`, async ({
    page,
    problems,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(request.url())) videoRequests.push(request.url());
    });
    // The suite has no internet: the player is a stand-in page.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto(path);
    const box = page.locator(`[data-video="${name}"]`);
    await box.scrollIntoViewIfNeeded();
    const poster = box.getByRole('img');
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.getAttribute('src')).toMatch(/^\/app\/hp-vhp\/static\/images\//);
    await expect(box.locator('iframe')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    const before = await box.boundingBox();

    await page.getByRole('button', { name: `Play video: ${title}` }).click();
    const frame = box.locator('iframe');
    await expect(frame).toHaveAttribute('title', `Video: ${title}`);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => videoRequests)
      .toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)]);
    // The frame takes the poster's fixed 16:9 box: nothing moves.
    expect(await box.boundingBox()).toEqual(before);
    expect((await frame.boundingBox())?.height).toBeCloseTo(before!.height, 0);
    await expectNoProblems(problems);
  });
}
