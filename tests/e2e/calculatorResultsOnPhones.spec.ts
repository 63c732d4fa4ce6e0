import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { toShareQuery } from '@/lib/calculator/share/url/toShareQuery';
import { toQuery } from '@/lib/calculator/url/toQuery';
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { expect, test } from './support/fixtures';

// A calculator result a family reads on a phone (docs/calculator.md#the-answer-first): at 320,
// 390 and 1366 px nothing scrolls sideways and no table needs scrolling, with every detail open;
// the answer comes before any table; a pay below a minimum is said at the Pay field.

test.skip(
  () => test.info().project.name !== 'desktop',
  'sets its own viewports: one project is enough',
);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [320, 390, 1366] as const;

const base = { taxYear: 2026, hoursPerWeek: 40, payFrequency: 'weekly' } as const;
const CASES: ReadonlyArray<[string, NannyTaxInput]> = [
  [
    'Seattle at $17/h',
    {
      ...base,
      state: 'WA',
      locality: 'WA-SEATTLE',
      pay: { amount: 17, per: 'hour', type: 'gross' },
    },
  ],
  [
    'New York City at $15/h',
    { ...base, state: 'NY', locality: 'NY-NYC', pay: { amount: 15, per: 'hour', type: 'gross' } },
  ],
  [
    'New York City at $20/h with withholding',
    {
      ...base,
      state: 'NY',
      locality: 'NY-NYC',
      pay: { amount: 20, per: 'hour', type: 'gross' },
      stateWithholding: true,
      federalWithholding: { filingStatus: 'single' },
    },
  ],
  [
    'California at $25/h',
    { ...base, state: 'CA', pay: { amount: 25, per: 'hour', type: 'gross' } },
  ],
  [
    'Washington at $1,000 a week, 50 hours',
    { ...base, state: 'WA', hoursPerWeek: 50, pay: { amount: 1000, per: 'week', type: 'gross' } },
  ],
];

/** What sticks out sideways: the page's overflow and every table wider than its box. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      found.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const table of document.querySelectorAll('main table')) {
      const box = table.parentElement!;
      if (box.scrollWidth > box.clientWidth + 1) {
        found.push(
          `table "${table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? ''}" ${box.scrollWidth} > ${box.clientWidth}`,
        );
      }
    }
    return found;
  });
}

async function openEveryDetail(page: Page): Promise<void> {
  const closed = page.locator('main details:not([open]) > summary');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** Axe's WCAG 2.2 A/AA violations inside the results. */
async function resultViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .include('[data-calculator-results]')
    .withTags(WCAG_TAGS)
    .analyze();
  return axe.violations.map((v) => v.id);
}

// One page load per case, resized from the narrowest width up (the suite's time): the layout
// answers a resize as it answers a load, through CSS media queries.
test.describe('calculator results at 320, 390 and 1366 px', () => {
  // Four axe runs at three widths in one test: more than the default 30 s on a busy machine.
  test.slow();
  for (const [name, input] of CASES) {
    test(`${name}: the answer first, nothing sideways, axe with details closed and open`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 844 });
      await page.goto(`nanny-tax-calculator?${new URLSearchParams(toQuery(input))}`);
      const results = page.locator('[data-calculator-results]');
      await expect(results).toBeVisible();
      // The answer's figures come before any table in reading order.
      const order = await results.evaluate((root) => {
        const headline = root.querySelector('[data-result-headline]')!;
        const table = root.querySelector('table')!;
        return Boolean(headline.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(order).toBe(true);
      expect(await overflow(page), 'details closed at 320 px').toEqual([]);
      expect(await resultViolations(page), 'details closed at 320 px').toEqual([]);
      await openEveryDetail(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
        expect(await overflow(page), `details open at ${width} px`).toEqual([]);
        // 390 px has 320's layout (no breakpoint between them): axe there would repeat 320's.
        if (width === 390) continue;
        expect(await resultViolations(page), `details open at ${width} px`).toEqual([]);
      }
    });
  }

  test('the share calculator: nothing sideways, on the page grid', async ({ page }) => {
    const share = completeShareInput({
      ...DEFAULT_SHARE_INPUT,
      state: 'WA',
      locality: 'WA-SEATTLE',
      sharedRate: 20,
    });
    await page.goto(`nanny-share-calculator?${new URLSearchParams(toShareQuery(share))}`);
    await expect(page.locator('[data-share-results]')).toBeVisible();
    await openEveryDetail(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1366 ? 900 : 844 });
      expect(await overflow(page), `at ${width} px`).toEqual([]);
      // On the same grid as every page: the form starts where the page's heading does.
      const [heading, form] = await Promise.all([
        page.locator('main h1').first().boundingBox(),
        page.locator('main form').first().boundingBox(),
      ]);
      expect(Math.abs((form?.x ?? 0) - (heading?.x ?? 0)), `at ${width} px`).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('the Pay field', () => {
  test("says a pay below Seattle's minimum in its description, and 'Use $21.30' fixes it", async ({
    page,
  }) => {
    const [, seattle] = CASES[0]!;
    await page.goto(`nanny-tax-calculator?${new URLSearchParams(toQuery(seattle))}`);
    const pay = page.getByRole('textbox', { name: 'Pay', exact: true });
    await expect(pay).toHaveAccessibleDescription(/Below Seattle’s \$21\.30 minimum\./);
    await page.getByRole('button', { name: 'Use $21.30' }).click();
    await expect(pay).toHaveValue('21.30');
    await expect(pay).not.toHaveAccessibleDescription(/Below/);
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the form starts within the first screen at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const path of ['nanny-tax-calculator', 'nanny-share-calculator']) {
        await page.goto(path);
        const form = await page.locator('main form').first().boundingBox();
        expect(form?.y ?? Infinity, path).toBeLessThan(viewport.height);
      }
    });
  }
});
