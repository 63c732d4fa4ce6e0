import type { Member } from '@/lib/members/graphql/member';
import { recordPageView, type PageViewRecorder } from './pageViewRecorder';
import type { PageViewRecorderStart } from './pageViewRecording';

/** Amplitude's HTTP API v2 endpoint, where the SDK sends without a configured server URL. */
export const DEFAULT_ANALYTICS_SERVER_URL = 'https://api2.amplitude.com/2/httpapi';

/**
 * Starts the first load's page-view recorder for this page (docs/tracking.md#page-view-recorder):
 * the view is noted now; what it would send is built in a small chunk loaded at once.
 */
export function startPageViewRecorder(
  start: PageViewRecorderStart,
  member: Member | null,
): PageViewRecorder {
  // Analytics turned off on the privacy choices page: nothing is sent by beacon either
  // (docs/tracking.md#analytics-off).
  const analyticsOff = start.privacy?.consent.analytics_storage === 'denied';
  const analytics = analyticsOff ? null : start.site.observability.analytics;
  return recordPageView({
    pageKey: start.pageKey,
    analytics: analytics && {
      apiKey: analytics.apiKey,
      url: analytics.serverUrl ?? DEFAULT_ANALYTICS_SERVER_URL,
    },
    payloads: (noted) =>
      import('./pageViewPayloads').then(({ pageViewPayloads }) =>
        pageViewPayloads(start, member, noted),
      ),
  });
}
