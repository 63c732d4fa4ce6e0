import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { type PageKey } from '@/lib/site/seo/pageLinks';

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

/** The properties of `viewedVhp` for a page, from the page catalogue. */
export function pageViewProperties(pageKey: PageKey, brandName: string): Record<string, string> {
  const meta = PAGE_CATALOGUE[pageKey];
  return {
    page_id: meta.pageId,
    screen_name: trackedScreenName(meta.screenName, brandName),
    screen_template: meta.screenTemplate,
    tracked_url_path: meta.trackedPath,
  };
}
