import { expect, expectNoProblems, test } from './support/fixtures';

/**
 * The server's emotion styles are adopted at hydration, not moved around or written again
 * (docs/performance.md#no-style-work-at-hydration).
 */
test.describe('emotion styles at hydration', () => {
  for (const path of [
    '',
    'nanny-tax-calculator',
    'product-and-pricing',
    'nanny-share-calculator',
  ]) {
    test(`/${path} keeps the server's styles where they are`, async ({ page, problems }) => {
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { removedStyles: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node instanceof HTMLStyleElement) removed.push(node.dataset.emotion ?? '');
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      // The server wrote its styles under the site's key, in the head, marked as placed.
      expect(html).toMatch(/<style data-emotion="mui-global [^"]+"[^>]* data-s=""/);
      expect(html).toMatch(/<style data-emotion="mui [^"]+"[^>]* data-s=""/);
      expect(html).not.toContain('data-emotion="css');
      await page.waitForLoadState('networkidle');

      // Each server element is moved at most once, by emotion's own adoption of it.
      const removed = await page.evaluate(
        () => (window as unknown as { removedStyles: string[] }).removedStyles,
      );
      expect(removed.length).toBeLessThanOrEqual(2);
      expect(removed.filter((key) => key.startsWith('mui-global')).length).toBeLessThanOrEqual(1);
      expect(removed.filter((key) => key.startsWith('mui ')).length).toBeLessThanOrEqual(1);
      // The order is the server's: insertion point, global styles, component styles, CSS file.
      const order = await page.evaluate(() =>
        [
          ...document.head.querySelectorAll(
            'meta[name="emotion-insertion-point"], style, link[rel="stylesheet"]',
          ),
        ].map((node) =>
          node instanceof HTMLStyleElement
            ? ((node.dataset.emotion ?? '').split(' ')[0] ?? '')
            : node.tagName.toLowerCase(),
        ),
      );
      expect(order.slice(0, 3)).toEqual(['meta', 'mui-global', 'mui']);
      expect(order.at(-1)).toBe('link');
      expect(order.filter((key) => key.startsWith('css'))).toEqual([]);
      await expectNoProblems(problems);
    });
  }
});
