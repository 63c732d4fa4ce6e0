import AxeBuilder from '@axe-core/playwright';
import { canonicalUrl, documentTitle, PAGE_CATALOGUE, PAGE_KEYS } from '@/lib/seo/pageCatalogue';
import { E2E_ORIGIN } from './origin';
import { expect, expectNoProblems, test } from './fixtures';

const ROUTES = PAGE_KEYS.filter((key) => key !== 'notFound');

/** The WCAG 2.2 A and AA rule sets of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('every route of SPEC §2', () => {
  for (const key of ROUTES) {
    const meta = PAGE_CATALOGUE[key];
    const path = meta.path === '/' ? '' : meta.path.slice(1);

    test(`${meta.path} renders completely on the server with its metadata, clean and accessible`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);

      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);

      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<h1`);

      await expect(page).toHaveTitle(documentTitle(meta, 'HomePay'));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        canonicalUrl(E2E_ORIGIN, meta.path),
      );
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toHaveAttribute('data-page-id', meta.pageId);

      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      await expectNoProblems(problems);
    });
  }
});
