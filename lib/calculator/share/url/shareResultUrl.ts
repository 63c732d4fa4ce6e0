import { canonicalUrl, PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/** The absolute, shareable address of a nanny-share result, from its query string. */
export function shareResultUrl(siteOrigin: string, search: string): string {
  return `${canonicalUrl(siteOrigin, PAGE_LINKS.nannyShareCalculator.path)}?${search}`;
}
