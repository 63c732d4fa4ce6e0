/**
 * The wrapper's errors (docs/tracking.md#analytics-wrapper). They are reported, never thrown at a
 * caller: analytics must not break the page.
 */
export const CARE_ANALYTICS_MESSAGES = {
  invalidEvent: 'careAnalytics: Invalid event payload',
  missingConfig: 'careAnalytics: Missing config',
  missingKey: 'careAnalytics: Missing Analytics key',
} as const;

export class CareAnalyticsError extends Error {
  override name = 'CareAnalyticsError';
}
