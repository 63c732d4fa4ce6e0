import type { Page } from '@playwright/test';
import { BASE_URL, CORE_SITE, E2E_ISSUER } from './support/origin';
import { expect, test } from './support/fixtures';
import { SESSION_COOKIE, sessionCookieOf, signInThroughProvider } from './support/memberSignIn';

/**
 * The member area (docs/members.md#account-menu): the account menu by account status on phone and
 * desktop, served from the page cache's member variant; the signed-in header of a member who
 * cannot be loaded; sign-out; and the member's referral link (docs/site.md#member-referral-links).
 */
test.describe.configure({ mode: 'serial' });

const MEMBER_APP = `${CORE_SITE}/app/hp-member/`;

/** One demo member per account status (local-stack/identity-provider/members.mjs). */
const STATUSES = [
  { status: 'CLIENT', email: 'client@example.com', name: 'Maria', next: 'Go to your payroll' },
  {
    status: 'PENDING',
    email: 'pending@example.com',
    name: 'Priya',
    next: 'Continue your enrollment',
  },
  {
    status: 'SUBMITTED',
    email: 'submitted@example.com',
    name: 'Daniel',
    next: 'We’re reviewing your enrollment',
  },
  { status: 'NONE', email: 'none@example.com', name: 'James', next: 'Start enrollment' },
] as const;

/** The demo member whose member query the local GraphQL backend fails. */
const UNREADABLE = 'unreadable@example.com';

const sessions = new Map<string, string>();

test.beforeAll(async ({ browser }) => {
  // Once for the file: sign-in through the provider's form takes seconds each.
  test.setTimeout(120_000);
  for (const email of [...STATUSES.map((member) => member.email), UNREADABLE]) {
    sessions.set(email, await sessionCookieOf(browser, email));
  }
});

/** The page cache's answer for this member's request (server-timing `cache`). */
async function cacheOutcome(path: string, token: string): Promise<string | undefined> {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
  });
  await response.text();
  return /cache;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];
}

/** The account menu's content: the header's menu on desktop, the drawer on a phone. */
async function openAccount(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('[data-drawer-account]');
    await expect(drawer.getByText(`Hi, ${name}`)).toBeVisible();
    return drawer;
  }
  const toggle = page.locator('header').getByRole('button', { name: `Hi, ${name}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.locator('[data-account-menu]');
}

test.describe('member area', () => {
  for (const member of STATUSES) {
    test(`a ${member.status} member's account menu and calls to action, from the cache`, async ({
      page,
      problems,
    }) => {
      const phone = test.info().project.name === 'mobile';
      const token = sessions.get(member.email) ?? '';
      await cacheOutcome('', token);
      expect(await cacheOutcome('', token)).toBe('hit');
      await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: BASE_URL }]);
      const served = await page.goto(BASE_URL);
      expect(served?.headers()['server-timing']).toContain('cache;desc="hit"');

      const account = await openAccount(page, member.name, phone);
      await expect(account.getByText(member.next, { exact: true })).toBeVisible();
      await expect(account.getByRole('link', { name: /Your account/ })).toHaveAttribute(
        'href',
        MEMBER_APP,
      );
      if (member.status === 'CLIENT') {
        await expect(account.getByRole('link', { name: member.next })).toHaveAttribute(
          'href',
          MEMBER_APP,
        );
      } else if (member.status === 'SUBMITTED') {
        await expect(account.getByRole('link', { name: '1-888-555-0142' })).toBeVisible();
      } else {
        await expect(account.getByRole('link', { name: member.next })).toHaveAttribute(
          'href',
          new RegExp(`^${CORE_SITE}/app/hp-enrollment/`),
        );
      }
      if (phone) await page.keyboard.press('Escape');

      // The landing's call to action: no "Get started" for a member who has started enrolling.
      const main = page.locator('main');
      if (member.status === 'NONE') {
        await expect(main.getByRole('link', { name: 'Start enrollment' })).toBeVisible();
      } else {
        await expect(main.locator('[data-member-call-to-action]')).toContainText(member.next);
      }
      await expect(main.getByRole('link', { name: 'Get started' })).toHaveCount(0);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('a member who cannot be loaded keeps a signed-in header, with sign-out and a retry', async ({
    page,
  }) => {
    await page.goto('referral');
    await signInThroughProvider(page, 'unreadable@example.com');
    const header = page.locator('header');
    await expect(header.getByRole('alert')).toContainText('We couldn’t load your account');
    await expect(header.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });

  test('a tab without the stored user gets the unloaded member’s signed-in header from the cache', async ({
    page,
  }) => {
    const token = sessions.get(UNREADABLE) ?? '';
    await cacheOutcome('/caregivers', token);
    expect(await cacheOutcome('/caregivers', token)).toBe('hit');
    await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: BASE_URL }]);
    await page.goto('caregivers');
    const header = page.locator('header');
    await expect(header.getByRole('alert')).toContainText('We couldn’t load your account');
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.locator('[data-member-name]')).toHaveCount(0);
  });

  test('sign-out finishes the token revocation and returns to the page', async ({ page }) => {
    const revocations: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/token/revocation'))
        revocations.push(request.failure()?.errorText ?? '');
    });
    const revoked: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/token/revocation')) revoked.push(response.status());
    });
    await page.goto('product-and-pricing');
    await signInThroughProvider(page, 'client@example.com');
    await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${E2E_ISSUER}/**`);
    // The provider asks to confirm the sign-out, then returns to the site.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${BASE_URL}/product-and-pricing`);
    await expect(page.locator('header').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(revocations, 'revocation requests cut off').toEqual([]);
    expect(revoked).toEqual([200, 200]);
  });
});

test.describe('referral link', () => {
  test('a member’s link carries their code, copies with "Copied", and is in the e-mail', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.addCookies([
      { name: SESSION_COOKIE, value: sessions.get('client@example.com') ?? '', url: BASE_URL },
    ]);
    await page.goto('referral');
    const link = `${BASE_URL}?rx=a1b2c3d4`;
    await expect(page.getByLabel('Referral link to copy')).toHaveValue(link);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    for (const name of ['Email a family', 'Text a family']) {
      const hrefs = await page
        .getByRole('link', { name })
        .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href') ?? '')));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toContain(link);
    }
  });

  test('a visitor is invited to sign in for a personal link', async ({ page }) => {
    await page.goto('referral?ref=ABC123');
    await expect(page.getByRole('button', { name: 'Sign in for your link' })).toBeVisible();
    await expect(page.getByLabel('Referral link to copy')).toHaveCount(0);
  });
});
