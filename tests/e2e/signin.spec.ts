import type { Page } from '@playwright/test';
import { BASE_URL, E2E_ISSUER } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';

// The behaviour is the same at any width (phone layouts have their own specs and the page
// catalogue's checks at 320 and 390 px): one project, to keep the suite's time.
test.skip(() => test.info().project.name !== 'desktop', 'one project is enough');

/** The seeded members of the local identity provider (local-stack/identity-provider/members.mjs). */
const MEMBERS = [
  { email: 'client@example.com', firstName: 'Maria', status: 'CLIENT' },
  { email: 'none@example.com', firstName: 'James', status: 'NONE' },
  { email: 'pending@example.com', firstName: 'Priya', status: 'PENDING' },
  { email: 'submitted@example.com', firstName: 'Daniel', status: 'SUBMITTED' },
] as const;
const PASSWORD = 'homepay-demo';
const SESSION_COOKIE = 'hp_vhp_session';

async function signIn(page: Page, email: string, viewAs?: string) {
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${E2E_ISSUER}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (viewAs) {
    await page.getByText('Support staff: view the site as a member').click();
    await page.getByLabel('Member to view as').selectOption(viewAs);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Sign-in flows share one identity provider; running them one at a time keeps them independent.
test.describe.configure({ mode: 'serial' });

test.describe('member sign-in against the local identity provider', () => {
  for (const member of MEMBERS) {
    test(`${member.status} member signs in from a deep page and lands back on it`, async ({
      page,
      problems,
    }) => {
      await page.goto('sample-nanny-contract?utm_source=test&step=2');
      await signIn(page, member.email);
      await page.waitForURL(`${BASE_URL}/sample-nanny-contract?utm_source=test&step=2`);
      const header = page.locator('header');
      await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.locator('[data-member-name]')).toHaveText(`Hi, ${member.firstName}`);

      // After a reload the server renders the member from the session cookie.
      const response = await page.reload();
      expect(await response?.text()).toContain(`Hi, <!-- -->${member.firstName}`);
      await expectNoProblems(problems);
    });
  }

  test('support signing in as a member sees the impersonation banner', async ({ page }) => {
    await page.goto('');
    await signIn(page, 'support@example.com', 'a1b2c3d4_client');
    await page.waitForURL(`${BASE_URL}`);
    await expect(page.getByText(/You are viewing this account as support/)).toBeVisible();
    const html = (await (await page.reload())?.text()) ?? '';
    expect(html).toContain('data-impersonation-banner');
  });

  test('signing out clears the session cookie and the stored user', async ({ page, context }) => {
    await page.goto('caregivers');
    await signIn(page, 'client@example.com');
    await page.waitForURL(`${BASE_URL}/caregivers`);
    await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
    const copied = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
    expect(copied).toBeTruthy();

    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    // The provider asks to confirm the sign-out, then returns to the site.
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Back on the page the member signed out on (docs/members.md#sign-in-routes).
    await page.waitForURL(`${BASE_URL}/caregivers`);
    await expect(page.locator('header').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain(SESSION_COOKIE);
    const stored = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .concat(Object.keys(localStorage))
        .filter((k) => k.includes('oidc.user')),
    );
    expect(stored).toEqual([]);

    // A copy of the cookie taken before the sign-out no longer opens the member's page
    // (docs/members.md#sign-out-everywhere).
    const replayed = await fetch(`${BASE_URL}/caregivers`, {
      headers: { cookie: `${SESSION_COOKIE}=${copied}` },
    });
    expect(replayed.status).toBe(200);
    expect(await replayed.text()).not.toContain('data-member-name');
  });

  test('a tampered session cookie renders the page logged out with 200', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: SESSION_COOKIE, value: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', url: BASE_URL },
    ]);
    const response = await page.goto('');
    expect(response?.status()).toBe(200);
    await expect(page.locator('header').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
