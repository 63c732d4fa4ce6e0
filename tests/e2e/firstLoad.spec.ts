import type { Page } from '@playwright/test';
import { E2E_ISSUER } from './origin';
import { expect, expectNoProblems, test } from './fixtures';

/**
 * Text that only the sign-in library's and the data client's code contain: their appearance in a
 * loaded script means the library came with it.
 */
const LIBRARY_MARKERS = {
  signIn: 'No matching state found in storage',
  dataClient: 'InMemoryCache',
} as const;

/** Collects the bodies of every script the page loads from our origin. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

const loaded = (bodies: string[], marker: string) => bodies.some((body) => body.includes(marker));

test.describe('first load of an anonymous visitor', () => {
  test('carries neither the sign-in library nor the data client', async ({ page, problems }) => {
    const scripts = collectScripts(page);
    for (const path of ['', 'nanny-tax-calculator', 'product-and-pricing']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(3);
    expect(loaded(scripts, LIBRARY_MARKERS.signIn)).toBe(false);
    expect(loaded(scripts, LIBRARY_MARKERS.dataClient)).toBe(false);
    await expectNoProblems(problems);
  });

  test('a cold first click on Sign in loads the library and reaches the provider', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await page.goto('caregivers');
    await page.waitForLoadState('networkidle');
    expect(loaded(scripts, LIBRARY_MARKERS.signIn)).toBe(false);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${E2E_ISSUER}/**`);
    expect(loaded(scripts, LIBRARY_MARKERS.signIn)).toBe(true);
  });
});
