import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/site/i18n/locale';
import { canonicalUrl, PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/**
 * The absolute, shareable address of a calculator result, e.g. for the results e-mail, from the
 * query string the engine wrote for it (`Calculation.search`), on the page in the visitor's
 * language (the same query gives the same result in either).
 */
export function calculatorResultUrl(
  siteOrigin: string,
  search: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const page = canonicalUrl(siteOrigin, localizedPath(PAGE_LINKS.nannyTaxCalculator.path, locale));
  return `${page}?${search}`;
}

/** The query parameters of a query string, as the router takes them. */
export function searchQuery(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
