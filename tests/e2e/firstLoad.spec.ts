import type { Page } from '@playwright/test';
import { E2E_ISSUER } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';

/** Why a test runs in the desktop project only. */
const ONE_PROJECT = 'the same scripts on any device: one project is enough';

/**
 * Text that only the sign-in library's and the data client's code contain: their appearance in a
 * loaded script means the library came with it.
 */
const LIBRARY_MARKERS = {
  signIn: 'No matching state found in storage',
  dataClient: 'InMemoryCache',
} as const;

/** Records the URL of every script the page requests. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** The bodies of those scripts, fetched again (a page that has moved on cannot give them). */
function bodiesOf(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

const loaded = (bodies: string[], marker: string) => bodies.some((body) => body.includes(marker));

test.describe('first load of an anonymous visitor', () => {
  test('carries neither the sign-in library nor the data client', async ({ page, problems }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    const urls = recordScripts(page);
    for (const path of ['', 'nanny-tax-calculator', 'product-and-pricing']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const scripts = await bodiesOf(page, urls);
    expect(scripts.length).toBeGreaterThan(3);
    expect(loaded(scripts, LIBRARY_MARKERS.signIn)).toBe(false);
    expect(loaded(scripts, LIBRARY_MARKERS.dataClient)).toBe(false);
    await expectNoProblems(problems);
  });

  test('its scripts carry the compile hint, the ones loaded on demand do not', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    // scripts/lib/compileHints.mjs: the build marks what every page's HTML loads for eager
    // compilation off the main thread; chunks that load later stay lazily compiled.
    const html = await (await page.request.get('nanny-tax-calculator')).text();
    const firstLoad = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]!);
    expect(firstLoad.length).toBeGreaterThan(3);
    const appScripts = firstLoad.filter((src) => src.includes('/chunks/'));
    for (const body of await bodiesOf(page, appScripts)) {
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    }
    const requested = recordScripts(page);
    await page.goto('nanny-tax-calculator');
    await page.waitForLoadState('networkidle');
    // The calculator's engine loads on the first edit of the form.
    await page.getByRole('textbox', { name: 'Pay', exact: true }).fill('23');
    await expect
      .poll(() => requested.filter((url) => !firstLoad.some((src) => url.endsWith(src))).length)
      .toBeGreaterThan(0);
    const later = requested.filter((url) => !firstLoad.some((src) => url.endsWith(src)));
    for (const body of await bodiesOf(page, later)) {
      expect(body.startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
    }
  });

  test('a cold first click on Sign in loads the library and reaches the provider', async ({
    page,
  }) => {
    const requested = recordScripts(page);
    await page.goto('caregivers');
    await page.waitForLoadState('networkidle');
    const beforeClick = requested.length;
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${E2E_ISSUER}/**`);
    const fetched = await bodiesOf(page, requested.slice(beforeClick));
    expect(loaded(fetched, LIBRARY_MARKERS.signIn)).toBe(true);
  });
});
