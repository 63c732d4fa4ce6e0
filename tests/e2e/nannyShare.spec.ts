import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { describeShare } from '@/lib/calculator/share/shareSummary';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { type NannyShareInput } from '@/lib/tax/share/contract';
import { formatUsd } from '@/lib/tax/money';
import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';

/** Why a test runs in the desktop project only. */
const ONE_PROJECT =
  'the same on any device (phone layouts: calculatorResultsOnPhones.spec.ts and the tests kept on both): one project is enough';

/** The WCAG 2.2 A and AA rule sets of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Two New York families: 40 shared hours at $32, 60/40, and 5 solo hours for the first at $24. */
const SHARE: NannyShareInput = {
  taxYear: 2026,
  state: 'NY',
  payFrequency: 'weekly',
  sharedHoursPerWeek: 40,
  sharedRate: 32,
  families: [
    { shareOfSharedPay: 0.6, soloHoursPerWeek: 5, soloRate: 24 },
    { shareOfSharedPay: 0.4 },
  ],
};

async function fillTheShare(page: Page) {
  await page.goto('nanny-share-calculator');
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'New York' });
  await page.getByRole('textbox', { name: 'Shared hourly rate' }).fill('32');
  await page.getByRole('textbox', { name: 'Family A: share of the shared pay' }).fill('60');
  await page.getByRole('textbox', { name: 'Family B: share of the shared pay' }).fill('40');
  await page.getByRole('textbox', { name: 'Family A: solo hours a week' }).fill('5');
  await page.getByRole('textbox', { name: 'Family A: solo hourly rate' }).fill('24');
}

/** A family's weekly gross as its column shows it. */
function weeklyGross(page: Page, label: string) {
  return page
    .getByRole('region', { name: label, exact: true })
    .locator('[data-share-weekly-gross] td');
}

test.describe('the nanny share calculator', () => {
  test('splits a two-family share, shows each family and the nanny, and a shared URL renders the same result on the server', async ({
    page,
    problems,
  }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    const result = calculateNannyShare(SHARE);
    const summary = describeShare(result, 'weekly');
    await fillTheShare(page);
    for (const sentence of summary) await expect(page.getByText(sentence)).toBeVisible();
    await expect(weeklyGross(page, 'Family A')).toHaveText(
      formatUsd(result.families[0]?.week.grossPay ?? 0),
    );
    await expect(weeklyGross(page, 'Family B')).toHaveText(
      formatUsd(result.families[1]?.week.grossPay ?? 0),
    );
    const nanny = page.getByRole('table', { name: 'Your nanny’s pay' });
    await expect(nanny.locator('[data-total="netPay"] td').first()).toHaveText(
      formatUsd(result.nanny.perPaycheck.netPay),
    );
    await expect(page).toHaveURL(/[?&]state=NY&.*aShare=0\.6&.*aSolo=5&aSoloRate=24&bShare=0\.4/);

    const shared = page.url();
    const html = await (await page.request.get(shared)).text();
    for (const sentence of summary) expect(html).toContain(sentence);
    await page.reload();
    for (const sentence of summary) await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Family A: solo hours a week' })).toHaveValue(
      '5',
    );
    await expectNoProblems(problems);
  });

  test('e-mails one family’s results with a link back to the share', async ({
    page,
    problems,
  }, testInfo) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    const address = `e2e-share-${Date.now()}-${testInfo.project.name}@example.com`;
    await fillTheShare(page);
    await page
      .getByRole('combobox', { name: 'Whose results?' })
      .selectOption({ label: 'Family B' });
    await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(address);
    await page.getByRole('button', { name: 'Email my results' }).click();
    await expect(page.getByText(`We sent your results to ${address}.`)).toBeVisible();
    await expectNoProblems(problems);
  });

  test('stacks the family columns on a phone and sets them side by side on a desktop', async ({
    page,
  }, testInfo) => {
    await page.goto('nanny-share-calculator');
    const a = await page.getByRole('region', { name: 'Family A', exact: true }).boundingBox();
    const b = await page.getByRole('region', { name: 'Family B', exact: true }).boundingBox();
    expect(a && b).toBeTruthy();
    if (!a || !b) return;
    if (testInfo.project.name === 'mobile') expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    else expect(Math.abs(b.y - a.y)).toBeLessThan(2);
  });

  test('is accessible with a third family and an error shown', async ({ page, problems }) => {
    await page.goto('nanny-share-calculator');
    await page.getByRole('button', { name: 'Add a third family' }).click();
    await expect(
      page.getByRole('textbox', { name: 'Family C: share of the shared pay' }),
    ).toBeVisible();
    // A new family starts with no share: it pays nothing until its share or solo hours are typed.
    await expect(
      page.getByRole('textbox', { name: 'Family C: share of the shared pay' }),
    ).toHaveAccessibleDescription(/pays nothing/);
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await expectNoProblems(problems);
  });
});

test.describe('the offer sheet', () => {
  const SEARCH = 'state=CA&amount=900&per=week&type=gross&hours=45&frequency=weekly&attendant=0';

  test('is reached from the calculator with the same figures', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await page.goto(`${BASE_URL}/nanny-tax-calculator?${SEARCH}`);
    await page.getByRole('link', { name: /Make an offer/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nanny job offer' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Regular hourly rate/ })).toContainText('an hour');
    await expect(page.locator('[data-sick-leave="mandate"]')).toContainText('Cal. Labor Code §246');
  });

  for (const format of ['Letter', 'A4'] as const) {
    test(`prints on one ${format} page`, async ({ page, browserName }) => {
      test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
      test.skip(browserName !== 'chromium', 'PDF printing is Chromium-only');
      await page.goto(`${BASE_URL}/nanny-offer-sheet?${SEARCH}&pto=10&sick=40`);
      await expect(page.getByText('Paid time off: 10 days a year')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Print the offer' })).toBeHidden();
      const pdf = (await page.pdf({ format })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    });
  }

  test('asks for the figures when opened bare, inventing no offer', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await page.goto(`${BASE_URL}/nanny-offer-sheet`);
    await expect(page.getByRole('link', { name: 'nanny tax calculator' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Regular hourly rate/ })).toHaveCount(0);
  });

  test('warns as it is typed when the sick time is under California’s minimum', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await page.goto(`${BASE_URL}/nanny-offer-sheet?${SEARCH}`);
    await page.getByRole('textbox', { name: 'Paid sick hours a year' }).fill('24');
    await expect(page.getByText('Paid sick time: 24 hours a year')).toBeVisible();
    await expect(page.locator('[data-sick-time-warning]')).toContainText('minimum of 40 hours');
  });

  test('has no sideways scroll at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${BASE_URL}/nanny-offer-sheet?${SEARCH}&pto=10&sick=24`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });

  // At 320 px the site header is itself wider than the page (its own area): this checks the sheet.
  test('keeps the sheet within 320 px, signatures stacked', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${BASE_URL}/nanny-offer-sheet?${SEARCH}&pto=10&sick=24`);
    const right = await page
      .locator('main')
      .evaluate((main) =>
        Math.max(...[...main.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
      );
    expect(right).toBeLessThanOrEqual(320);
  });

  test('is accessible', async ({ page, problems }) => {
    await page.goto(`${BASE_URL}/nanny-offer-sheet?${SEARCH}`);
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await expectNoProblems(problems);
  });
});
