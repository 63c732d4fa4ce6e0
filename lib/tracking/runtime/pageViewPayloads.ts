import type { Member } from '@/lib/members/graphql/member';
import { scrubValue } from '@/lib/platform/logging/scrubSecrets';
import { currentBrowserFacts } from '@/lib/tracking/analytics/browserFacts';
import { enrichEvent, pageCommonData } from '@/lib/tracking/analytics/enrichment';
import { PAGE_VIEW_EVENT, pageViewProperties } from '@/lib/tracking/analytics/pageView';
import { buildDataLayerPayload } from '@/lib/tracking/tagManager/dataLayerPayload';
import { pageViewPushInput } from '@/lib/tracking/tagManager/pageViewPush';
import { amplitudeSessionId } from './amplitudeSession';
import type {
  PageViewPayloads,
  PageViewRecorderStart,
  RecordedPageView,
} from './pageViewRecording';

/**
 * The page view the runtime would send and push for this page, built by the same functions
 * (docs/tracking.md#page-view-recorder): the catalogue's properties with the enrichment, scrubbed
 * as the SDK's plugin scrubs, the device id (`hpc`), the SDK's session and the recorder's insert
 * id and time. Its own chunk, loaded as the recorder starts: none of it is in the first load.
 */
export async function pageViewPayloads(
  start: PageViewRecorderStart,
  member: Member | null,
  noted: RecordedPageView,
): Promise<PageViewPayloads> {
  const facts = currentBrowserFacts();
  const sessionId = amplitudeSessionId(
    document.cookie,
    start.site.observability.analytics?.apiKey ?? '',
    noted.time,
  );
  const properties = enrichEvent(
    pageViewProperties({ pageKey: start.pageKey, locale: start.locale }, start.site.brandName),
    facts,
    pageCommonData(start),
  );
  return {
    event: {
      event_type: PAGE_VIEW_EVENT,
      device_id: start.deviceId,
      session_id: sessionId,
      time: noted.time,
      insert_id: noted.insertId,
      platform: 'Web',
      language: navigator.language,
      user_agent: navigator.userAgent,
      ip: '$remote',
      event_properties: scrubValue(properties),
    },
    sessionId,
    push: await buildDataLayerPayload(pageViewPushInput(member, start.locale), facts.pathname),
  };
}
