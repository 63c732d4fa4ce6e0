import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { keyboardWalk } from '../support/keyboardWalk';
import { expect, test } from '../support/fixtures';
import { BASE_URL, E2E_ISSUER } from '../support/origin';

// Keyboard walks are a desktop matter; one project keeps the suite's time.
test.skip(() => test.info().project.name !== 'desktop', 'keyboard walks: one project is enough');

/**
 * Keyboard walks (docs/site.md#accessibility): every stop shows a visible focus indicator (WCAG
 * 2.4.7) and is not hidden under the sticky header (2.4.11), on the landing page, both
 * calculators and through sign-in, at a phone and a desktop width (the project's viewport).
 */

const WALKED = ['home', 'nannyTaxCalculator', 'nannyShareCalculator'] as const;

// A walk inspects every stop (the tax calculator has about 60): longer than a plain page test.
test.describe.configure({ timeout: 90_000 });

for (const key of WALKED) {
  const { path } = PAGE_CATALOGUE[key];
  test(`${path}: every Tab stop has a visible, unobscured focus indicator`, async ({ page }) => {
    await page.goto(path === '/' ? '' : path.slice(1), { waitUntil: 'networkidle' });
    const walk = await keyboardWalk(page);
    expect(walk.failures).toEqual([]);
    // The header, the page's own controls and the footer: a walk that stopped early proves nothing.
    expect(walk.stops).toBeGreaterThan(10);
  });
}

test('sign-in by keyboard: the site button, the provider form and back, focus visible throughout', async ({
  page,
}) => {
  await page.goto('caregivers', { waitUntil: 'networkidle' });
  const signIn = page.locator('header').getByRole('button', { name: 'Sign in' });
  // Walk to the header's Sign in button by Tab, as a keyboard user does.
  for (let i = 0; i < 30 && !(await signIn.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(signIn).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${E2E_ISSUER}/**`);

  const form = await keyboardWalk(page);
  expect(form.failures).toEqual([]);
  // From the autofocused email: password, the support section, Sign in and Cancel.
  expect(form.stops).toBeGreaterThanOrEqual(4);
  await page.getByLabel('Email').focus();
  await page.keyboard.type('darcy@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('homepay-demo');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${BASE_URL}/caregivers`);
  await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const signedIn = await keyboardWalk(page);
  expect(signedIn.failures).toEqual([]);
  expect(signedIn.stops).toBeGreaterThan(10);
});
