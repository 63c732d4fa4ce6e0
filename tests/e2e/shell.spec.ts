import type { Page } from '@playwright/test';
import { expect, expectNoProblems, test } from './support/fixtures';
import { BASE_URL } from './support/origin';
import { SESSION_COOKIE, sessionOf } from './support/signIn';

test.describe('site shell', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('the header offers the support phone and a way to enroll', async ({ page }, testInfo) => {
    await page.goto('');
    const header = page.locator('header[data-site-header]');
    if (testInfo.project.name === 'desktop') {
      await expect(header.getByRole('link', { name: /\d{3}.*\d{4}/ })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Get started' })).toHaveAttribute(
        'href',
        /\/app\/hp-enrollment\/(signup|landing)/,
      );
    }
    await expect(
      page.locator('footer').getByRole('link', { name: 'Terms of use' }),
    ).toHaveAttribute('href', '/about/terms-of-use/');
  });

  test('pages render in the site theme, rendered on the server and after hydration', async ({
    page,
  }) => {
    const response = await page.goto('proportal');
    // The server's styles: the theme's h1, as the custom properties the type stylesheet reads
    // (MUI's default theme would set Roboto at 6rem).
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(
      /--site-type-h1-family:[^;]*"Figtree Variable"[^;]*;--site-type-h1-weight:700;--site-type-h1-size:2\.25rem;/,
    );
    const h1 = page.locator('h1');
    await expect(h1).toHaveCSS('font-size', '36px');
    await expect(h1).toHaveCSS('font-family', /^"Proxima Nova", "Figtree Variable"/);
    // The baseline's body styles (colour and type from the theme).
    await expect(page.locator('body')).toHaveCSS('margin', '0px');
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(27, 31, 36)');
  });

  test('desktop shows the navigation bar and no menu button', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop layout');
    await page.goto('');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Tax calculator' }).click();
    await expect(page).toHaveURL(/\/app\/hp-vhp\/nanny-tax-calculator$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('below 960 px a menu opens, navigates and closes', async ({ page, problems }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'mobile layout');
    await page.goto('');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await open.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Senior care', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/hp-vhp\/senior-care$/);
    await expect(menu).toBeHidden();
    await expectNoProblems(problems);
  });
});

/**
 * Every label in the header on one line and the page without sideways scroll, in both languages,
 * signed out and in: at a small phone, a large one, the narrowest width with the navigation bar
 * (960 px), a small laptop and a desktop. Spanish words are longer, and a wrapped label doubles its
 * button's height. One page per state, resized.
 */
test.describe('the header’s labels keep one line', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'sets its own widths');

  for (const state of ['signed out', 'signed in'] as const) {
    test(`at 320, 390, 960, 1024 and 1366 px, in English and Spanish, ${state}`, async ({
      browser,
      page,
    }) => {
      if (state === 'signed in') {
        const session = await sessionOf(browser, 'darcy@example.com');
        await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: BASE_URL }]);
      }
      for (const path of ['caregivers', 'es/caregivers']) {
        await page.goto(path);
        for (const width of [320, 390, 960, 1024, 1366]) {
          await page.setViewportSize({ width, height: 700 });
          expect.soft(await wrappedHeaderLabels(page), `${path} at ${width} px`).toEqual([]);
          expect
            .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path} width`)
            .toBeLessThanOrEqual(width);
        }
      }
    });
  }
});

/** The header's visible links and buttons whose words run onto more than one line. */
function wrappedHeaderLabels(page: Page): Promise<string[]> {
  return page.locator('header a:visible, header button:visible').evaluateAll((controls) =>
    controls.flatMap((control) => {
      // The boxes of its words: one line spans one box's height, a wrapped label about two.
      const boxes: DOMRect[] = [];
      const words = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((box) => box.height > 0));
      }
      if (boxes.length === 0) return [];
      const top = Math.min(...boxes.map((box) => box.top));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      const line = Math.max(...boxes.map((box) => box.height));
      return bottom - top > line * 1.5 ? [`${control.textContent?.trim() ?? ''}`] : [];
    }),
  );
}
