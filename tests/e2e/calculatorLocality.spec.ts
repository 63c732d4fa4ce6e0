import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { describeResult } from '@/lib/tax/describe';
import { expect, expectNoProblems, test } from './support/fixtures';

test.skip(
  () => test.info().project.name !== 'desktop',
  'the same at any width (phone layouts: calculatorResultsOnPhones.spec.ts): one project is enough',
);

/** A $22-an-hour New York nanny, 45 hours a week, with state income tax withheld. */
const NEW_YORK: NannyTaxInput = {
  taxYear: 2026,
  state: 'NY',
  pay: { amount: 22, per: 'hour', type: 'gross' },
  hoursPerWeek: 45,
  payFrequency: 'weekly',
  stateWithholding: true,
};
const START = 'nanny-tax-calculator?state=NY&amount=22&per=hour&type=gross&hours=45&sit=1';

function summaryFor(input: NannyTaxInput): string {
  return describeResult(calculateNannyTax(input), input.payFrequency);
}

test.describe('the calculator with a locality', () => {
  test('picks New York City, shows the local line, and a shared URL renders it on the server', async ({
    page,
    problems,
  }) => {
    await page.goto(START);
    await expect(page.getByText(summaryFor(NEW_YORK))).toBeVisible();
    await expect(page.locator('[data-line-item="LOCAL_INCOME_TAX"]')).toHaveCount(0);

    await page
      .getByRole('combobox', { name: 'Where does your nanny work?' })
      .selectOption({ label: 'New York City' });
    const inTheCity: NannyTaxInput = { ...NEW_YORK, locality: 'NY-NYC' };
    await expect(page.getByText(summaryFor(inTheCity))).toBeVisible();
    const localLine = page.locator('[data-line-item="LOCAL_INCOME_TAX"]');
    await expect(localLine).toHaveCount(1);
    await expect(localLine).toContainText('New York City resident tax');
    // Where she lives follows the work place where it taxes residents.
    await expect(page.getByRole('combobox', { name: 'Where does your nanny live?' })).toHaveValue(
      'NY-NYC',
    );
    await expect(page).toHaveURL(/[?&]loc=NY-NYC/);

    // The copied URL: the server's HTML already holds the local line, before any script runs.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(summaryFor(inTheCity));
    expect(html).toContain('New York City resident tax');

    await page.reload();
    await expect(page.getByText(summaryFor(inTheCity))).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Where does your nanny work?' })).toHaveValue(
      'NY-NYC',
    );
    await expect(page.locator('[data-line-item="LOCAL_INCOME_TAX"]')).toHaveCount(1);
    // A server render with the Advanced section open (state withholding) hydrates cleanly: no
    // React recovery, no inline script the CSP blocks.
    await expectNoProblems(problems);
  });

  test('asks where the nanny lives apart from where she works', async ({ page, problems }) => {
    await page.goto(`${START}&loc=NY-NYC`);
    const work = page.getByRole('combobox', { name: 'Where does your nanny work?' });
    const home = page.getByRole('combobox', { name: 'Where does your nanny live?' });
    await expect(home).toHaveValue('NY-NYC');

    // A Jersey City nanny working in Manhattan: no NYC tax, and the page says why.
    await home.selectOption({ label: 'Somewhere else (no city or county tax where she lives)' });
    const commuter: NannyTaxInput = { ...NEW_YORK, locality: 'NY-NYC', residence: null };
    await expect(page.getByText(summaryFor(commuter))).toBeVisible();
    await expect(page.locator('[data-line-item="LOCAL_INCOME_TAX"]')).toHaveCount(0);
    // In the warnings list (folded away until opened): the reason, in its own words.
    await expect(page.locator('[data-warning="LOCAL_INCOME_TAX_NOT_OWED"]').first()).toContainText(
      'New York City income tax is for city residents',
    );
    await expect(page).toHaveURL(/[?&]home=none/);

    // A city resident working in Yonkers: both taxes, in one local line.
    await home.selectOption({ label: 'New York City' });
    await work.selectOption({ label: 'Yonkers' });
    await home.selectOption({ label: 'New York City' });
    const both: NannyTaxInput = { ...NEW_YORK, locality: 'NY-YONKERS', residence: 'NY-NYC' };
    await expect(page.getByText(summaryFor(both))).toBeVisible();
    await expect(page.locator('[data-line-item="LOCAL_INCOME_TAX"]')).toContainText(
      'New York City resident tax and Yonkers non-resident earnings tax',
    );
    await expect(page).toHaveURL(/[?&]home=NY-NYC/);
    await page.reload();
    await expect(page.getByText(summaryFor(both))).toBeVisible();
    await expect(home).toHaveValue('NY-NYC');
    await expect(work).toHaveValue('NY-YONKERS');
    await expectNoProblems(problems);
  });
});
