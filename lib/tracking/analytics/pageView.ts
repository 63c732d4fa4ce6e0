import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { type PageKey } from '@/lib/site/seo/pageLinks';
import type { Locale } from '@/lib/site/i18n/locale';

/**
 * The page-view event, one per page and per client-side route change (docs/tracking.md#page-views).
 */
export const PAGE_VIEW_EVENT = 'viewedVhp';
/** The brand the catalogue's screen names are written with. */
const CATALOGUE_BRAND = 'HomePay';

/**
 * A screen name with the configured brand: the catalogue names screens after the default brand
 * ("HomePay Home"); a site configured as another brand reports its own.
 */
export function trackedScreenName(screenName: string, brandName: string): string {
  return screenName.startsWith(CATALOGUE_BRAND)
    ? `${brandName}${screenName.slice(CATALOGUE_BRAND.length)}`
    : screenName;
}

/** A page as tracking names it: which page, in which language (docs/tracking.md#page-views). */
export interface TrackedPage {
  pageKey: PageKey;
  locale: Locale;
}

/**
 * The properties of `viewedVhp` for a page, from the page catalogue, with the page's language
 * (`page_language`; `language` is the browser's own, from the enrichment).
 */
export function pageViewProperties(
  { pageKey, locale }: TrackedPage,
  brandName: string,
): Record<string, string> {
  const meta = PAGE_CATALOGUE[pageKey];
  return {
    page_language: locale,
    page_id: meta.pageId,
    screen_name: trackedScreenName(meta.screenName, brandName),
    screen_template: meta.screenTemplate,
    tracked_url_path: meta.trackedPath,
  };
}
