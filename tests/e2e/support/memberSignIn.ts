import { expect, type Browser, type Page } from '@playwright/test';
import { BASE_URL, E2E_ISSUER } from './origin';

/** The session cookie's name over http (docs/members.md#server-session). */
export const SESSION_COOKIE = 'hp_vhp_session';

/** Signs in from the current page through the local provider's form; returns once back. */
export async function signInThroughProvider(page: Page, email: string): Promise<void> {
  const back = page.url();
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${E2E_ISSUER}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('homepay-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(back);
}

/** Signs in through the provider in a browser context of its own; returns the session cookie. */
export async function sessionCookieOf(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext({ baseURL: `${BASE_URL}/` });
  const page = await context.newPage();
  await page.goto('caregivers');
  await signInThroughProvider(page, email);
  await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
  expect(token).toBeTruthy();
  await context.close();
  return token ?? '';
}
