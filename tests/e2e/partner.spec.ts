import type { Page } from '@playwright/test';
import { expect, expectNoProblems, test } from './support/fixtures';

const ENROLLMENT = 'a[href^="https://www.care.com/app/hp-enrollment/"]';

/** The hrefs of every enrollment link the page shows (header, drawer excluded until opened, main). */
async function enrollmentHrefs(page: Page): Promise<string[]> {
  return page
    .locator(ENROLLMENT)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function expectPartnerLinks(page: Page, code: string): Promise<void> {
  const hrefs = await enrollmentHrefs(page);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const query = new URL(href).searchParams;
    expect(query.get('partner'), href).toBe(code);
    expect(query.get('hired'), href).toBe('yes');
  }
}

test.describe('partner link', () => {
  test('shows the partner welcome and keeps the code on the pages visited next', async ({
    page,
    problems,
  }, testInfo) => {
    await page.goto('?partner=cpa-1234');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your advisor has arranged household payroll for you',
    );
    await expect(page.getByText('Partner code CPA-1234 is applied')).toBeVisible();
    await expectPartnerLinks(page, 'CPA-1234');

    // A client-side navigation from the header: the session cookie carries the code on.
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Product & pricing' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Product & pricing' })
        .click();
    }
    await expect(page).toHaveURL(/\/app\/hp-vhp\/product-and-pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/features and pricing/i);
    await expect(page.locator('main').locator(ENROLLMENT)).toHaveAttribute(
      'href',
      /[?&]hired=yes&partner=CPA-1234$/,
    );
    await expectPartnerLinks(page, 'CPA-1234');
    await expectNoProblems(problems);
  });

  test('an invalid code shows the family page without an error', async ({ page, problems }) => {
    const response = await page.goto('?partner=%3Cscript%3E');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /nanny payroll and household taxes/i,
    );
    for (const href of await enrollmentHrefs(page)) expect(href).not.toContain('partner=');
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('hp_partner');
    await expectNoProblems(problems);
  });
});

test.describe('landing page price and FAQ', () => {
  test('states the $100 year-end fee and answers the family questions', async ({ page }) => {
    await page.goto('');
    const price = page.getByRole('region', { name: 'What it costs' });
    await expect(price.getByRole('heading', { name: /\$100/ })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Questions families ask' });
    const question = faq.getByText('Do I need to pay nanny taxes?');
    await question.click();
    await expect(faq.getByText(/\$3,000 or more/)).toBeVisible();
  });
});
