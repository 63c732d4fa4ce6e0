import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { describeResult } from '@/lib/tax/describe';
import { expect, expectNoProblems, test } from './support/fixtures';

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
    await expect(
      page.getByRole('switch', { name: 'Does your nanny live in New York City?' }),
    ).toBeChecked();
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
});
