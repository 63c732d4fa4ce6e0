import type { Page, Request } from '@playwright/test';
import { BASE_URL, E2E_ISSUER } from './support/origin';
import { SESSION_COOKIE } from './support/memberSignIn';
import { expect, expectNoProblems, test } from './support/fixtures';

// The language the sign-in asks the provider for (docs/members.md#language) does not depend on the
// device: one project.
test.skip(() => test.info().project.name !== 'desktop', 'one project is enough');

// Sign-in flows share one identity provider; running them one at a time keeps them independent.
test.describe.configure({ mode: 'serial' });

/** Clicks the header's sign-in button and returns the authorization request it sends. */
async function startSignIn(page: Page, label = 'Sign in'): Promise<URL> {
  const [authorization] = await Promise.all([
    page.waitForRequest((request: Request) => request.url().startsWith(`${E2E_ISSUER}/auth?`)),
    page.locator('header').getByRole('button', { name: label }).click(),
  ]);
  await page.waitForURL(`${E2E_ISSUER}/interaction/**`);
  return new URL(authorization.url());
}

test.describe('the language of the sign-in', () => {
  test('a Spanish page gets the provider’s Spanish sign-in and sign-out, and the member comes back each time', async ({
    page,
    context,
  }) => {
    await page.goto('es/caregivers?step=2');

    const authorization = await startSignIn(page, 'Iniciar sesión');
    expect(authorization.searchParams.get('ui_locales')).toBe('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión en HomePay');

    await page.getByLabel('Correo electrónico').fill('client@example.com');
    await page.getByLabel('Contraseña').fill('wrong-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toContainText('no coinciden');

    await page.getByLabel('Contraseña').fill('homepay-demo');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${BASE_URL}/es/caregivers?step=2`);
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === SESSION_COOKIE))
      .toBe(true);

    // Signing out asks the provider for Spanish too: its confirmation speaks it.
    const [endSession] = await Promise.all([
      page.waitForRequest((request: Request) =>
        request.url().startsWith(`${E2E_ISSUER}/session/end?`),
      ),
      page.locator('header').getByRole('button', { name: 'Cerrar sesión' }).click(),
    ]);
    expect(new URL(endSession.url()).searchParams.get('ui_locales')).toBe('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '¿Desea cerrar sesión en HomePay?',
    );
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${BASE_URL}/es/caregivers?step=2`);
    await expect(
      page.locator('header').getByRole('button', { name: 'Iniciar sesión' }),
    ).toBeVisible();
  });

  test('an English page asks for no language and gets the English sign-in', async ({
    page,
    problems,
  }) => {
    await page.goto('caregivers');
    const authorization = await startSignIn(page);
    expect(authorization.searchParams.has('ui_locales')).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to HomePay');
    await page.getByLabel('Email').fill('client@example.com');
    await page.getByLabel('Password').fill('homepay-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${BASE_URL}/caregivers`);
    await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoProblems(problems);
  });
});
