import { FAMILY_FAQ } from '@/lib/site/content/faqContent';
import { FEATURE_BLURBS } from '@/lib/site/content/homeSectionsContent';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import { firstLoadScripts } from '../../scripts/lib/firstLoad.mjs';
import { BASE_URL } from './support/origin';
import { expect, test } from './support/fixtures';

/**
 * A static island ships no client code (docs/site.md#islands-and-server-html): its copy is in the
 * served HTML, inside the island, and in none of the scripts that HTML loads. A section that
 * slipped into a hydrated component would bring its text into a first-load chunk and fail here.
 */
interface StaticSection {
  page: string;
  island: string;
  texts: readonly string[];
}

const STATIC_SECTIONS: readonly StaticSection[] = [
  { page: '/', island: 'faq', texts: FAMILY_FAQ.map((entry) => entry.answer) },
  { page: '/', island: 'home-offer', texts: FEATURE_BLURBS.map((blurb) => blurb.body) },
  {
    page: PAGE_CATALOGUE.productAndPricing.path,
    island: 'faq',
    texts: FAMILY_FAQ.map((entry) => entry.answer),
  },
];

/**
 * The opening of a text, in whole words, up to its first character that HTML or a script might escape or wrap
 * (quotes, apostrophes, `{brand}`, the hyphen of a form name kept on one line), so the same bytes
 * can be looked for in both.
 */
function plainOpening(text: string): string {
  const plain = (/^[A-Za-z0-9 ,.$]+/.exec(text)?.[0] ?? '').slice(0, 60);
  // Whole words only: a word cut short may go on inside an element of its own.
  return plain.replace(/\s*\S*$/, '');
}

const pageUrl = (path: string) => `${BASE_URL}${path === '/' ? '' : path}`;

for (const { page, island, texts } of STATIC_SECTIONS) {
  test(`the ${island} section of ${page} is in its HTML and in none of its scripts`, async () => {
    test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
    const { html, scripts } = await firstLoadScripts(pageUrl(page));
    const islandStart = html.indexOf(`data-island="${island}"`);
    expect(islandStart, `the ${island} island is on ${page}`).toBeGreaterThan(0);
    const code = scripts.map(({ body }) => body.toString('utf8')).join('\n');
    // The check can see text that is in the code: the header's navigation labels are.
    expect(code).toContain(PAGE_LINKS.nannyTaxCalculator.navLabel);
    for (const text of texts) {
      const opening = plainOpening(text);
      expect(opening.length, `a plain opening of "${text}"`).toBeGreaterThanOrEqual(25);
      expect(html.indexOf(opening, islandStart), `"${opening}" in the island`).toBeGreaterThan(0);
      const carriers = scripts.filter(({ body }) => body.includes(opening)).map(({ src }) => src);
      expect(carriers, `scripts carrying "${opening}"`).toEqual([]);
    }
  });
}
