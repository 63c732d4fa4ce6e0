import { FAMILY_FAQ } from '@/lib/site/content/faqContent';
import { FEATURE_BLURBS } from '@/lib/site/content/homeSectionsContent';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import { fetchFirstLoad } from '../../scripts/lib/firstLoad.mjs';
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
 * A phrase of a text that HTML and a script spell alike: the longest run without a character
 * either might escape or wrap (quotes, apostrophes, `{brand}`, the hyphen of a form name kept on
 * one line), less its first and last words (which may go on inside an element of their own), in
 * whole words up to 60 characters.
 */
function plainPhrase(text: string): string {
  const runs = text.split(/[^A-Za-z0-9 ,.;:$%()]+/);
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), '');
  const words = longest.trim().split(' ').slice(1, -1);
  let phrase = '';
  for (const word of words) {
    if (`${phrase} ${word}`.length > 60) break;
    phrase = phrase ? `${phrase} ${word}` : word;
  }
  return phrase;
}

const pageUrl = (path: string) => `${BASE_URL}${path === '/' ? '' : path}`;

for (const { page, island, texts } of STATIC_SECTIONS) {
  test(`the ${island} section of ${page} is in its HTML and in none of its scripts`, async () => {
    test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
    const { html, scripts } = await fetchFirstLoad(pageUrl(page));
    const islandStart = html.indexOf(`data-island="${island}"`);
    expect(islandStart, `the ${island} island is on ${page}`).toBeGreaterThan(0);
    const code = scripts.map(({ body }) => body.toString('utf8')).join('\n');
    // The check can see text that is in the code: the header's navigation labels are.
    expect(code).toContain(PAGE_LINKS.nannyTaxCalculator.navLabel);
    for (const text of texts) {
      const phrase = plainPhrase(text);
      expect(phrase.length, `a plain phrase of "${text}"`).toBeGreaterThanOrEqual(25);
      expect(html.indexOf(phrase, islandStart), `"${phrase}" in the island`).toBeGreaterThan(0);
      const carriers = scripts.filter(({ body }) => body.includes(phrase)).map(({ src }) => src);
      expect(carriers, `scripts carrying "${phrase}"`).toEqual([]);
    }
  });
}
