import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import type { PageKey } from '@/lib/site/seo/pageLinks';

/** The analytics event of one Core Web Vital of one page view (docs/tracking.md#web-vitals). */
export const WEB_VITAL_EVENT = 'webVital';

/** One measured Core Web Vital, as `web-vitals` reports it. */
export type WebVital = Pick<
  LCPMetric | INPMetric | CLSMetric,
  'name' | 'id' | 'value' | 'rating' | 'navigationType'
>;

/** CLS is a unitless score kept to 4 decimals; LCP and INP are whole milliseconds. */
export function roundedVitalValue(vital: Pick<WebVital, 'name' | 'value'>): number {
  return vital.name === 'CLS' ? Math.round(vital.value * 10_000) / 10_000 : Math.round(vital.value);
}

/** The properties of `webVital` for one metric of a page view of `pageKey`. */
export function webVitalProperties(
  vital: WebVital,
  pageKey: PageKey,
): Record<string, string | number> {
  return {
    metric: vital.name,
    value: roundedVitalValue(vital),
    rating: vital.rating,
    navigation_type: vital.navigationType,
    page_id: PAGE_CATALOGUE[pageKey].pageId,
  };
}
