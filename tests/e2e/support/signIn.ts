import type { Browser } from '@playwright/test';
import { expect } from './fixtures';
import { BASE_URL, E2E_ISSUER } from './origin';

/** The site's session cookie, which the signed-in page variants are served for. */
export const SESSION_COOKIE = 'hp_vhp_session';

/** Signs in through the provider in a browser context of its own; returns the session cookie. */
export async function sessionOf(browser: Browser, email: string, viewAs?: string): Promise<string> {
  const context = await browser.newContext({ baseURL: `${BASE_URL}/` });
  const page = await context.newPage();
  await page.goto('caregivers');
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${E2E_ISSUER}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('homepay-demo');
  if (viewAs) {
    await page.getByText('Support staff: view the site as a member').click();
    await page.getByLabel('Member to view as').selectOption(viewAs);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE_URL}/caregivers`);
  await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
  expect(token).toBeTruthy();
  await context.close();
  return token ?? '';
}
