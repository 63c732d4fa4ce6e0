import { documentTitle, PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { canonicalUrl, PAGE_KEYS } from '@/lib/site/seo/pageLinks';
import { E2E_ORIGIN } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';

// The behaviour is the same at any width (phone layouts have their own specs and the page
// catalogue's checks at 320 and 390 px): one project, to keep the suite's time.
test.skip(() => test.info().project.name !== 'desktop', 'one project is enough');

const ROUTES = PAGE_KEYS.filter((key) => key !== 'notFound');

/** The schema.org types of a page's JSON-LD, parsed as a crawler would; throws on bad JSON. */
function structuredDataTypes(blocks: string[]): string[] {
  return blocks.flatMap((text) => {
    const value: unknown = JSON.parse(text);
    const nodes = (Array.isArray(value) ? value : [value]) as Array<Record<string, unknown>>;
    return nodes.map((node) => {
      expect(node['@context']).toBe('https://schema.org');
      return String(node['@type']);
    });
  });
}

test.describe('every route of the site', () => {
  for (const key of ROUTES) {
    const meta = PAGE_CATALOGUE[key];
    const path = meta.path === '/' ? '' : meta.path.slice(1);

    // Axe checks every page at three widths, signed out and in: accessibility/catalogue.spec.ts.
    test(`${meta.path} renders completely on the server with its metadata, with no console error`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      // The maintenance page answers 503 with Retry-After and noindex (temporary, never indexed).
      if (key === 'downtime') {
        expect(response?.status()).toBe(503);
        expect(response?.headers()['retry-after']).toBe('300');
        expect(response?.headers()['x-robots-tag']).toBe('noindex');
        problems.consoleErrors = problems.consoleErrors.filter(
          (text) => !/status of 503/.test(text),
        );
      } else {
        expect(response?.status()).toBe(200);
      }

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
      expect(
        structuredDataTypes(
          await page.locator('script[type="application/ld+json"]').allTextContents(),
        ),
      ).toEqual(expect.arrayContaining(['Organization']));
      await expect(page.locator('main')).toHaveAttribute('data-page-id', meta.pageId);

      await expectNoProblems(problems);
    });
  }
});

test.describe('structured data', () => {
  test('pricing: FAQPage, the $100 Product/Offer and a breadcrumb; home: FAQPage, no breadcrumb', async ({
    request,
  }) => {
    const typesOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
      ];
      return structuredDataTypes(blocks.map((match) => match[1] ?? ''));
    };
    expect(await typesOf('product-and-pricing')).toEqual([
      'Organization',
      'FAQPage',
      'Product',
      'BreadcrumbList',
    ]);
    expect(await typesOf('')).toEqual(['Organization', 'FAQPage']);
  });
});
