import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/site/i18n/locale';
import { canonicalUrl, PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/**
 * The absolute, shareable address of a nanny-share result, from its query string, on the page in
 * the visitor's language (the same query gives the same share in either).
 */
export function shareResultUrl(
  siteOrigin: string,
  search: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const page = canonicalUrl(
    siteOrigin,
    localizedPath(PAGE_LINKS.nannyShareCalculator.path, locale),
  );
  return `${page}?${search}`;
}
