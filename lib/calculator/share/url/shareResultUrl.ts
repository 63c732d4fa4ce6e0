import { canonicalUrl, PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';

/** The absolute, shareable address of a nanny-share result, from its query string. */
export function shareResultUrl(siteOrigin: string, search: string): string {
  return `${canonicalUrl(siteOrigin, PAGE_CATALOGUE.nannyShareCalculator.path)}?${search}`;
}
