import { PAGE_LINKS, type PageKey } from '@/lib/site/seo/pageLinks';
import { localizedPath, type Locale } from './locale';

/**
 * The pages with a Spanish twin under `/es` (docs/site.md#languages). A page joins the list when
 * all of it reads in Spanish; until then it has no twin, no language switch and no `hreflang`,
 * rather than a Spanish frame around English words.
 */
export const SPANISH_PAGES = [
  'caregivers',
  'notFound',
  'sampleNannyContract',
  'sampleSeniorCareContract',
  'privacyPolicy',
  'accessibility',
  'privacyChoices',
  'downtime',
  'home',
  'productAndPricing',
  'seniorCare',
  'nannyTaxCalculator',
  'howWeCalculate',
  'proPortal',
  'referral',
  'nannyShareCalculator',
  'nannyOfferSheet',
  'authCallback',
] as const satisfies readonly PageKey[];

export type SpanishPageKey = (typeof SPANISH_PAGES)[number];

/** Whether a page has a Spanish twin. */
export function hasSpanishTwin(pageKey: PageKey): pageKey is SpanishPageKey {
  return (SPANISH_PAGES as readonly PageKey[]).includes(pageKey);
}

/**
 * The path of a page for a reader of a language: its twin in that language where there is one,
 * else the page itself (a Spanish page links to an English one only where no twin exists yet).
 */
export function pagePathFor(pageKey: PageKey, locale: Locale): string {
  const { path } = PAGE_LINKS[pageKey];
  return hasSpanishTwin(pageKey) ? localizedPath(path, locale) : path;
}

/**
 * The `hreflang` of a link from a page in `locale` to a page: `'en'` where a Spanish reader lands
 * on English (no twin yet), else none.
 */
export function hrefLangFor(pageKey: PageKey, locale: Locale): 'en' | undefined {
  return locale === 'en' || hasSpanishTwin(pageKey) ? undefined : 'en';
}
