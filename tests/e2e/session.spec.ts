import { BASE_URL, E2E_ORIGIN } from './support/origin';
import { expect, test } from './support/fixtures';

// Not about the screen: one project (desktop) is enough.
test.skip(
  () => test.info().project.name !== 'desktop',
  'not about the screen: one project is enough',
);

const SESSION = `${BASE_URL}/api/session`;
const json = { 'content-type': 'application/json' };

test.describe('session route', () => {
  test('refuses cross-site requests', async ({ request }) => {
    const fromElsewhere = await request.post(SESSION, {
      headers: { ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      data: { accessToken: 'x' },
    });
    expect(fromElsewhere.status()).toBe(403);
    const clearFromElsewhere = await request.delete(SESSION, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(clearFromElsewhere.status()).toBe(403);
  });

  test('refuses a form post even from our origin (JSON only)', async ({ request }) => {
    const response = await request.post(SESSION, {
      headers: { origin: E2E_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      data: 'accessToken=x',
    });
    expect(response.status()).toBe(403);
  });

  test('answers a malformed body with 400 and a forged token with 401, setting no cookie', async ({
    request,
  }) => {
    const headers = { ...json, origin: E2E_ORIGIN, 'sec-fetch-site': 'same-origin' };
    const malformed = await request.post(SESSION, { headers, data: { token: 1 } });
    expect(malformed.status()).toBe(400);
    const forged = await request.post(SESSION, {
      headers,
      data: { accessToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhMWIyYzNkNF9jbGllbnQifQ.' },
    });
    expect(forged.status()).toBe(401);
    expect(forged.headers()['set-cookie']).toBeUndefined();
  });

  test('other methods get 405 with Allow', async ({ request }) => {
    const response = await request.get(SESSION);
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('POST, DELETE');
  });
});

test.describe('sign-in return page', () => {
  test('a stale or forged callback shows a friendly error with "Sign in again"', async ({
    page,
  }) => {
    const response = await page.goto('authCallback?code=forged&state=not-ours&iss=x');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: 'Please sign in again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/Error:|at \w+ \(/);
  });

  test('opened without a provider answer, it says there is nothing to finish and offers a way on', async ({
    page,
  }) => {
    const response = await page.goto('authCallback');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('alert').filter({ hasText: 'There is no sign-in to finish on this page.' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the server already says there is nothing to finish, with the link home', async ({
      page,
    }) => {
      const response = await page.goto('authCallback?state=only');
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('alert').filter({ hasText: 'There is no sign-in to finish on this page.' }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    });

    test('with a provider answer it shows the progress state, not the notice', async ({ page }) => {
      await page.goto('authCallback?code=abc&state=xyz');
      await expect(page.getByRole('progressbar', { name: 'Signing you in' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});
