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

/**
 * A static island's own stylesheets never load (its chunk does not), so a component on CSS
 * Modules that one renders needs its stylesheet brought by the page's code, as the consultation
 * band's is. Every class in the served HTML must have a rule in the stylesheets the page loads,
 * but MUI's marker classes (`Mui…`) and Emotion's class of an empty style (`mui-0`), which have none
 * by design.
 */
const STYLED_PAGES: readonly { page: string; band: boolean }[] = [
  // The band in a static island: the landing page, senior care, professionals, referral, contract
  // and the tax calculator; hydrated: caregivers and pricing.
  ...[
    PAGE_CATALOGUE.home,
    PAGE_CATALOGUE.seniorCare,
    PAGE_CATALOGUE.proPortal,
    PAGE_CATALOGUE.referral,
    PAGE_CATALOGUE.sampleNannyContract,
    PAGE_CATALOGUE.nannyTaxCalculator,
    PAGE_CATALOGUE.caregivers,
    PAGE_CATALOGUE.productAndPricing,
  ].map(({ path }) => ({ page: path, band: true })),
  { page: PAGE_CATALOGUE.nannyShareCalculator.path, band: false },
];

for (const { page, band } of STYLED_PAGES) {
  test(`every class on ${page} has a rule in the stylesheets it loads`, async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
    const html = await (await request.get(pageUrl(page))).text();
    const inline = [...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]);
    const linked = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
      .map((match) => /\bhref="([^"]+)"/.exec(match[0])?.[1])
      .filter((href) => href !== undefined);
    expect(linked.length, `${page} loads stylesheets`).toBeGreaterThan(0);
    const fetched = await Promise.all(
      linked.map(async (href) => (await request.get(new URL(href, pageUrl(page)).href)).text()),
    );
    const css = [...inline, ...fetched].join('\n');
    const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
    const used = new Set(
      [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)),
    );
    const unstyled = [...used].filter(
      (name) => name !== '' && !defined.has(name) && !/^(Mui[A-Z]|(mui|css)-0$)/.test(name),
    );
    expect(html.includes('id="consultation-heading"'), `the consultation band on ${page}`).toBe(
      band,
    );
    expect(unstyled, `classes on ${page} with no rule`).toEqual([]);
  });
}
