import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import type { Locale } from '@/lib/site/i18n/locale';

/**
 * What the page-view recorder (`pageViewRecorder.ts`, first load), its payload builder
 * (`pageViewPayloads.ts`, a chunk of its own) and the runtime hand each other
 * (docs/tracking.md#page-view-recorder).
 */

/** The ids the runtime's page view reuses. */
export interface RecordedPageView {
  insertId: string;
  /** When the page view was noted (ms since the epoch): the event's `time`. */
  time: number;
}

/** What the recorder sends if the visitor leaves first. */
export interface PageViewPayloads {
  /** One event of Amplitude's HTTP API v2, as the SDK would send it. */
  event: Record<string, unknown>;
  /** The SDK's session the event is in; the runtime starts the SDK with it. */
  sessionId: number;
  /** The data layer's page-view push. */
  push: object;
}

/** What the recorder is started with: the first page's props. */
export interface PageViewRecorderStart {
  site: PublicConfig;
  pageKey: PageKey;
  /** The page's language, a property of its page view. */
  locale: Locale;
  deviceId: string;
  visitorId: string;
  enrollmentSessionId: string;
  /** The visitor's privacy signals as the server saw them; missing on error pages. */
  privacy?: PagePrivacy | undefined;
}
