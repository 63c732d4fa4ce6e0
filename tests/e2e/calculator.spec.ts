import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { describeResult } from '@/lib/tax/describe';
import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';

/** Why a test runs in the desktop project only. */
const ONE_PROJECT =
  'the same on any device (phone layouts: calculatorResultsOnPhones.spec.ts): one project is enough';

/** The WCAG 2.2 A and AA rule sets of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Where the local GraphQL backend writes the e-mails it "sends" (local-stack/README.md). */
const OUTBOX_DIR = path.resolve(process.env.LOCAL_OUTBOX_DIR ?? 'local-stack/outbox');

/** "What does a $22-an-hour, 45-hour-a-week nanny cost me?" (issue #4, done-when). */
const QUESTION: NannyTaxInput = {
  taxYear: 2026,
  state: 'TX',
  pay: { amount: 22, per: 'hour', type: 'gross' },
  hoursPerWeek: 45,
  payFrequency: 'weekly',
};

function summaryFor(input: NannyTaxInput): string {
  return describeResult(calculateNannyTax(input), input.payFrequency);
}

async function askTheQuestion(page: Page) {
  await page.goto('nanny-tax-calculator');
  await page.getByRole('textbox', { name: 'Pay', exact: true }).fill('22');
  await page.getByRole('textbox', { name: 'Hours per week' }).fill('45');
  await expect(page.getByText(summaryFor(QUESTION))).toBeVisible();
}

/** The .eml file in the outbox that mentions `text`, waiting a few seconds for it to appear. */
async function findEmail(text: string): Promise<string | undefined> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX_DIR).catch(() => [])).filter((f) => f.endsWith('.eml'));
        for (const file of files) {
          const content = await readFile(path.join(OUTBOX_DIR, file), 'utf8');
          if (content.includes(text)) found = content;
        }
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

test.describe('the nanny tax calculator', () => {
  test('answers as you type, follows a state change, and a shared URL renders the same result on the server', async ({
    page,
    problems,
  }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await askTheQuestion(page);
    await expect(page.locator('[data-line-item="SOCIAL_SECURITY"]')).toHaveCount(2);
    await expect(page.getByText(/Overtime included: 5 hours a week above 40/)).toBeVisible();

    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'New York' });
    const inNewYork: NannyTaxInput = { ...QUESTION, state: 'NY' };
    await expect(page.getByText(summaryFor(inNewYork))).toBeVisible();
    await expect(page.getByText('New York, tax year 2026.')).toBeVisible();
    await expect(page).toHaveURL(/[?&]state=NY&amount=22&per=hour&type=gross&hours=45/);

    // The copied URL: the server's HTML already holds the result, before any script runs.
    const shared = page.url();
    const html = await (await page.request.get(shared)).text();
    expect(html).toContain(summaryFor(inNewYork));

    await page.reload();
    await expect(page.getByText(summaryFor(inNewYork))).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
    await expect(page.getByRole('textbox', { name: 'Hours per week' })).toHaveValue('45');
    await expectNoProblems(problems);
  });

  test('shows a field error and keeps the last result while a field is empty', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await askTheQuestion(page);
    const hours = page.getByRole('textbox', { name: 'Hours per week' });
    await hours.fill('');
    await expect(hours).toHaveAccessibleDescription('Enter hours from 1 to 168.');
    await expect(page.getByText(summaryFor(QUESTION))).toBeVisible();
  });

  test('e-mails the results through the GraphQL backend into the outbox', async ({
    page,
    problems,
  }, testInfo) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    const address = `e2e-${Date.now()}-${testInfo.project.name}@example.com`;
    await askTheQuestion(page);
    await page.getByRole('textbox', { name: 'Your e-mail address' }).fill(address);
    await page.getByRole('button', { name: 'Email my results' }).click();
    await expect(page.getByText(`We sent your results to ${address}.`)).toBeVisible();

    const email = await findEmail(address);
    expect(email).toMatch(/^To: .*e2e-\d+-/m);
    await expectNoProblems(problems);
  });

  test('is accessible with the results shown and the advanced section open', async ({
    page,
    problems,
  }) => {
    await askTheQuestion(page);
    await page.getByText('Advanced: withholding, unemployment rate, family savings').click();
    await page.getByRole('switch', { name: 'Withhold federal income tax' }).check();
    await page.getByRole('switch', { name: 'Estimate my savings' }).check();
    await page.getByRole('textbox', { name: 'Adjusted gross income (AGI)' }).fill('120000');
    await expect(
      page.getByRole('table', { name: 'Your family’s estimated savings' }),
    ).toBeVisible();
    // The breakdown sits behind its heading (docs/calculator.md#the-answer-first).
    await page.locator('summary', { hasText: 'Tax breakdown' }).click();
    await expect(page.locator('[data-line-item="FEDERAL_INCOME_TAX"]')).toBeVisible();

    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await expectNoProblems(problems);
  });

  test('loads the engine on the first edit, explains a failed load with the phone number, and retries on the next edit', async ({
    page,
  }) => {
    await page.goto('nanny-tax-calculator');
    await page.waitForLoadState('networkidle');
    // From here on every script fails to load, as on a dropped connection.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    const pay = page.getByRole('textbox', { name: 'Pay', exact: true });
    await pay.fill('30');
    const failure = page.locator('[data-calculator-status="engineFailed"]');
    await expect(failure).toContainText('couldn’t load the calculator');
    await expect(failure.getByRole('link')).toHaveAttribute('href', /^tel:/);
    expect(scripts.length).toBeGreaterThan(0);
    await expect(pay).toHaveValue('30');
    await expect(
      page.getByText(
        summaryFor({
          ...QUESTION,
          pay: { amount: 25, per: 'hour', type: 'gross' },
          hoursPerWeek: 40,
        }),
      ),
    ).toBeVisible();

    await page.unroute('**/_next/static/**/*.js');
    await pay.fill('31');
    const retried = {
      ...QUESTION,
      pay: { amount: 31, per: 'hour', type: 'gross' },
      hoursPerWeek: 40,
    } as const;
    await expect(page.getByText(summaryFor(retried))).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('prints the results alone on one page', async ({ page, browserName }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    test.skip(browserName !== 'chromium', 'PDF printing is Chromium-only');
    await page.goto(
      `${BASE_URL}/nanny-tax-calculator?state=CA&amount=22&hours=45&per=hour&type=gross&frequency=weekly`,
    );
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('textbox', { name: 'Pay', exact: true })).toBeHidden();
    await expect(page.getByRole('form', { name: 'Email my results' })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Tax breakdown' })).toBeVisible();
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });
});
