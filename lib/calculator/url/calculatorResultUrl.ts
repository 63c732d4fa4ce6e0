import { canonicalUrl, PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/**
 * The absolute, shareable address of a calculator result, e.g. for the results e-mail, from the
 * query string the engine wrote for it (`Calculation.search`).
 */
export function calculatorResultUrl(siteOrigin: string, search: string): string {
  const page = canonicalUrl(siteOrigin, PAGE_LINKS.nannyTaxCalculator.path);
  return `${page}?${search}`;
}

/** The query parameters of a query string, as the router takes them. */
export function searchQuery(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
