import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { type NannyShareInput } from '@/lib/tax/share/contract';
import { expect, expectNoProblems, test } from './support/fixtures';

test.skip(
  () => test.info().project.name !== 'desktop',
  'the same at any width (phone layouts: calculatorResultsOnPhones.spec.ts): one project is enough',
);

/** A $20-an-hour Washington nanny, 40 hours a week: under Seattle's $21.30, over the state's. */
const WASHINGTON: NannyTaxInput = {
  taxYear: 2026,
  state: 'WA',
  pay: { amount: 20, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
};
const START = 'nanny-tax-calculator?state=WA&amount=20&per=hour&type=gross&hours=40';

/** Two Washington families sharing a nanny 40 hours a week at $20, half each. */
const SHARE: NannyShareInput = {
  taxYear: 2026,
  state: 'WA',
  payFrequency: 'weekly',
  sharedHoursPerWeek: 40,
  sharedRate: 20,
  families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
};
const SHARE_START = 'nanny-share-calculator?state=WA&hours=40&rate=20&frequency=weekly';
const HALF_EACH = 'aShare=0.5&bShare=0.5';

/** The engine's own message for the warning, so the test follows the figures, not a copy. */
function localWarning(warnings: readonly { code: string; message: string }[]): string {
  const found = warnings.find((w) => w.code === 'BELOW_LOCAL_MINIMUM_WAGE');
  if (!found) throw new Error('The engine gave no local minimum wage warning');
  return found.message;
}

/** The warning's opening as React writes it into the page's HTML (apostrophe escaped). */
const IN_HTML = 'is below Seattle&#x27;s minimum wage of $21.30 an hour';

test.describe('local minimum wage', () => {
  test('warns on the calculator when Seattle is chosen with a rate under its minimum, and a shared URL renders it on the server', async ({
    page,
    problems,
  }) => {
    const message = localWarning(
      calculateNannyTax({ ...WASHINGTON, locality: 'WA-SEATTLE' }).warnings,
    );
    expect(message).toContain('$21.30');
    await page.goto(START);
    await expect(page.getByText(message)).toHaveCount(0);

    await page
      .getByRole('combobox', { name: 'Where does your nanny work?' })
      .selectOption({ label: 'Seattle' });
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/[?&]loc=WA-SEATTLE/);

    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(IN_HTML);

    await page.reload();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Where does your nanny work?' })).toHaveValue(
      'WA-SEATTLE',
    );
    await expectNoProblems(problems);
  });

  test('warns on the nanny share once Seattle is chosen, carried in its URL', async ({
    page,
    problems,
  }) => {
    const message = localWarning(
      calculateNannyShare({ ...SHARE, locality: 'WA-SEATTLE' }).warnings,
    );
    await page.goto(`${SHARE_START}&${HALF_EACH}`);
    await expect(page.getByText(message)).toHaveCount(0);

    await page
      .getByRole('combobox', { name: 'Where does your nanny work?' })
      .selectOption({ label: 'Seattle' });
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/[?&]locality=WA-SEATTLE/);

    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(IN_HTML);
    await expectNoProblems(problems);
  });

  test('renders a shared share URL with the locality on the server', async ({ page, problems }) => {
    const message = localWarning(
      calculateNannyShare({ ...SHARE, locality: 'WA-SEATTLE' }).warnings,
    );
    await page.goto(`${SHARE_START}&locality=WA-SEATTLE&${HALF_EACH}`);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Where does your nanny work?' })).toHaveValue(
      'WA-SEATTLE',
    );
    await expectNoProblems(problems);
  });
});
