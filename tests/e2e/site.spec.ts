import AxeBuilder from '@axe-core/playwright';
import { HERO_ART } from '@/lib/site/content/illustrations';
import { E2E_PORT } from './support/origin';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { expect, expectNoProblems, test } from './support/fixtures';

/**
 * The site's loose ends made whole (docs/site.md): unset videos, published prices, the privacy
 * policy and accessibility statement, the maintenance page, the analytics switch, quiet error
 * reports, the resources in the footer and drawer, W-2 on one line, hero art and rating badges.
 */

/** The WCAG 2.2 A and AA rule sets of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Each project (desktop, mobile) runs its own instance, on a port of its own. */
const portFor = (offset: number, project: string) =>
  E2E_PORT + offset + (project === 'mobile' ? 10 : 0);

test.describe('a site configured without videos, with prices, review sources and a tight report limit', () => {
  test.describe.configure({ mode: 'serial' });
  let site: SecondSite;
  test.beforeAll(async ({}, testInfo) => {
    site = await startSecondSite(portFor(120, testInfo.project.name), {
      PRICE_MONTHLY_FROM_USD: '59',
      REVIEWS_FACEBOOK_COUNT: '1284',
      REVIEWS_FACEBOOK_URL: 'https://www.facebook.com/example/reviews',
      // Forwarding goes nowhere (a closed port): only the tunnel's own answers matter here.
      SENTRY_DSN: `http://publickey@localhost:${E2E_PORT + 1903}/456`,
      LOG_RATE_LIMIT_PER_MINUTE: '3',
    });
  });
  test.afterAll(async () => site.stop());

  test('an unset video is no video: the "In short" steps alone, no player, link or placeholder', async ({
    page,
  }) => {
    for (const path of ['', '/caregivers']) {
      const response = await page.goto(`${site.baseUrl}${path}`);
      expect(await response?.text()).not.toContain('PLACEHOLDER');
      await expect(page.getByRole('heading', { name: 'In short' })).toBeVisible();
      await expect(page.locator('[data-video]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /play video/i })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /on youtube/i })).toHaveCount(0);
    }
  });

  test('a published price is shown on pricing and the landing page', async ({ page }) => {
    await page.goto(`${site.baseUrl}/product-and-pricing`);
    await expect(page.locator('[data-price="single"]')).toHaveText('From $59 a month');
    await page.goto(site.baseUrl);
    const price = page.getByRole('region', { name: 'What it costs' });
    await expect(price).toContainText('Household payroll from $59 a month.');
    await expect(price.getByRole('link', { name: 'See pricing' })).toBeVisible();
  });

  test('a rating badge shows its review count, linked to the reviews', async ({ page }) => {
    await page.goto(site.baseUrl);
    await expect(page.getByRole('link', { name: '1,284 reviews on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/example/reviews',
    );
  });

  test('a client over the error-report limit is answered 204 with a back-off, never 429', async ({
    request,
  }) => {
    const envelope = `${JSON.stringify({ dsn: `http://publickey@localhost:${E2E_PORT + 1903}/456` })}\n{"type":"event"}\n{}`;
    const answers: Array<[number, string | undefined]> = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await request.post(`${site.baseUrl}/api/monitoring`, {
        data: envelope,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      });
      answers.push([response.status(), response.headers()['x-sentry-rate-limits']]);
    }
    expect(answers.map(([status]) => status)).not.toContain(429);
    for (const [status, backOff] of answers.slice(3)) {
      expect(status).toBe(204);
      expect(backOff).toMatch(/^\d+::organization$/);
    }
  });
});

test.describe('pricing without a published price', () => {
  test('promises nothing it does not show', async ({ page, problems }) => {
    await page.goto('product-and-pricing');
    await expect(page.locator('main')).not.toContainText(/transparent|included in every plan/i);
    await expect(page.locator('[data-price]')).toHaveCount(0);
    await page.goto('');
    const price = page.getByRole('region', { name: 'What it costs' });
    await expect(price).not.toContainText(/compare/i);
    await expect(price.getByRole('link', { name: 'How pricing works' })).toBeVisible();
    await expectNoProblems(problems);
  });
});

test.describe('the privacy policy and the accessibility statement', () => {
  for (const [path, title, footerLink] of [
    ['privacy-policy', 'Privacy Policy', 'Privacy Policy'],
    ['accessibility', 'Accessibility Statement', 'Accessibility'],
  ] as const) {
    test(`/${path} is served, listed in the sitemap, linked from the footer and accessible`, async ({
      page,
      request,
      problems,
    }) => {
      const sitemap = await (await request.get('sitemap.xml')).text();
      expect(sitemap).toContain(`/app/hp-vhp/${path}</loc>`);
      // Linked from the footer of another page.
      await page.goto('caregivers');
      await page.locator('footer').getByRole('link', { name: footerLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/app/hp-vhp/${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(/^Last reviewed /)).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await expectNoProblems(problems);
    });
  }
});

test('the methods page is in the sitemap, reached from the calculator and the footer, and rendered from the data', async ({
  page,
  request,
  problems,
}) => {
  const sitemap = await (await request.get('sitemap.xml')).text();
  expect(sitemap).toContain('/app/hp-vhp/how-we-calculate</loc>');
  await page.goto('nanny-tax-calculator');
  await expect(
    page.locator('footer').getByRole('link', { name: 'How we calculate' }),
  ).toBeAttached();
  await page
    .getByRole('link', { name: /^How we calculate: where every figure comes from/ })
    .click();
  await expect(page).toHaveURL(/\/app\/hp-vhp\/how-we-calculate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we calculate');
  // Built from the data on the server, in a static island: the table and the changelog are in
  // the served page.
  await expect(page.locator('[data-methods-jurisdictions] tbody tr')).toHaveCount(52);
  await expect(page.locator('[data-methods-jurisdictions] tbody [data-checked]')).toHaveCount(52);
  await expect(page.locator('[data-methods-changelog="2026"]')).toContainText('Sep 30, 2026');
  await expect(page.locator('[data-methods-cases]')).toHaveAttribute(
    'href',
    '/app/hp-vhp/api/nanny-tax/cases',
  );
  await expect(page.locator('[data-island="how-we-calculate"]')).toBeAttached();
  await expectNoProblems(problems);
});

test('the maintenance page shows the logo, the message and the phone, nothing that is down', async ({
  page,
}) => {
  await page.goto('downtime');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/right back/i);
  await expect(page.getByRole('banner').getByRole('link', { name: 'HomePay home' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^call /i })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByText(/sign in|get started/i)).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
});

test('turning analytics off says so and deletes the analytics cookies', async ({
  page,
  context,
}) => {
  await page.goto('privacy-choices');
  // The first interaction starts tracking, and the analytics SDK writes its cookie.
  await page.mouse.move(10, 10);
  await page.keyboard.press('Shift');
  const ampCookies = async () =>
    (await context.cookies())
      .map((cookie) => cookie.name)
      .filter((name) => name.startsWith('AMP_'));
  await expect.poll(ampCookies, { timeout: 20_000 }).not.toEqual([]);

  const analytics = page.getByRole('switch', { name: /allow analytics/i });
  await expect(analytics).toHaveAccessibleDescription(/^On: /);
  await analytics.uncheck();
  await expect(analytics).toHaveAccessibleDescription(/^Off: /);
  await expect.poll(ampCookies).toEqual([]);
  // And they stay away on the next page.
  await page.goto('caregivers');
  await page.mouse.move(20, 20);
  await page.waitForTimeout(1000);
  expect(await ampCookies()).toEqual([]);
});

test('the share calculator and the offer sheet are in the footer and the phone drawer', async ({
  page,
}, testInfo) => {
  await page.goto('');
  const footer = page.locator('footer');
  for (const name of ['Nanny share calculator', 'Offer sheet']) {
    await expect(footer.getByRole('link', { name })).toBeAttached();
  }
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#mobile-menu');
    for (const name of ['Nanny share calculator', 'Offer sheet']) {
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    }
  }
});

test('every W-2 on the caregivers page stays on one line on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('caregivers');
  // Measured on the finished page: the reviews' code has arrived (it comes when the browser is
  // idle and folds long quotes) and the fonts are in.
  await expect(
    page.locator('[data-island="reviews"]').getByRole('button', { name: 'Read more' }).first(),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const lines = await page
    .locator('main span')
    .filter({ hasText: /^W-2$/ })
    .evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((count) => count === 1)).toBe(true);
});

const HERO_ART_PAGES = [
  ['caregivers', 'caregivers'],
  ['proportal', 'proPortal'],
] as const;

for (const [path, name] of HERO_ART_PAGES) {
  test(`the ${path} hero shows its art on a desktop screen only, and phones never fetch it`, async ({
    page,
  }, testInfo) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(HERO_ART[name].file)) fetched.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const art = page.locator(`[data-hero-art="${name}"] img`);
    if (testInfo.project.name === 'mobile') {
      await expect(art).toBeHidden();
      expect(fetched).toEqual([]);
    } else {
      await expect(art).toBeVisible();
      await expect(art).toHaveJSProperty('complete', true);
      expect(await art.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
        HERO_ART[name].file,
      );
      const box = await art.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
    }
  });
}
