import { createCareAnalytics, type CareAnalytics } from '@/lib/tracking/analytics/careAnalytics';
import { currentBrowserFacts } from '@/lib/tracking/analytics/browserFacts';
import { pageCommonData } from '@/lib/tracking/analytics/enrichment';
import { loadAnalyticsSdk } from '@/lib/tracking/analytics/loadAnalyticsSdk';
import {
  PAGE_VIEW_EVENT,
  pageViewProperties,
  type TrackedPage,
} from '@/lib/tracking/analytics/pageView';
import { replayStoredEvents } from '@/lib/tracking/analytics/storedEvents';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { analyticsUserId, type Member } from '@/lib/members/graphql/member';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import type { RecordedPageView } from '@/lib/tracking/runtime/pageViewRecording';
import {
  currentDataLayer,
  ensureDataLayer,
  loadContainer,
} from '@/lib/tracking/tagManager/loadContainer';
import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import { analyticsOn, startSiteConsent, type SiteConsent } from './siteConsent';
import { createTagManager, type TagManager } from '@/lib/tracking/tagManager/tagManagerQueue';
import type { SiteInteraction } from '@/lib/tracking/tagManager/tagManagerEvents';
import { memberFields, pageViewPushInput } from '@/lib/tracking/tagManager/pageViewPush';
import { startWebVitals } from './webVitals';

/** What the page props tell tracking (the ids come from the `n_vis`/`hpc`/`csc` cookies). */
export interface SiteTrackingStart {
  site: PublicConfig;
  nonce: string;
  visitorId: string;
  deviceId: string;
  enrollmentSessionId: string;
  /** FLAG_ANALYTICS_SCRIPT_URL, evaluated for this visitor. */
  analyticsScriptUrl: string;
  /** The route (`router.pathname`), for the stored-event replay rule. */
  pathname: string;
  /** The page shown now: this page load's web vitals are reported under it. */
  pageKey: PageKey;
  /** What the server saw of GPC and the stored choice (docs/tracking.md#consent); none on error pages. */
  privacy?: PagePrivacy | undefined;
  /**
   * The session of the first load's page view (docs/tracking.md#page-view-recorder): the SDK
   * starts with it, so both are in one session. Unset or failed: the SDK decides (the same rule).
   */
  recordedSession?: Promise<number> | undefined;
}

export interface SiteTracking {
  /**
   * Resolves when the container has loaded (or failed to, or none is configured) and the analytics
   * SDK holds the events so far (or analytics is off): a push from then on is processed at once
   * rather than parked for this site's next page. Never rejects.
   */
  ready: Promise<void>;
  /**
   * Sends the page view and pushes it; with the recorder's ids for the page view it noted. Resolves
   * once the event has left and the push is made or queued; never rejects.
   */
  pageView(page: TrackedPage, member: Member | null, recorded?: RecordedPageView): Promise<void>;
  /** Sign-in (a member) sets the analytics user id; sign-out (null) clears it. */
  memberChanged(member: Member | null, previous: Member | null): void;
  /**
   * Resolves when the analytics event has left and the container has processed the push (GTM's
   * eventCallback; at once when the push was queued, refused or a duplicate); never rejects. A
   * caller that cannot wait forever (a followed link) bounds it (lib/tracking/runtime/followLink.ts).
   */
  interaction(
    name: SiteInteraction,
    data?: Record<string, string | number | boolean>,
  ): Promise<void>;
}

/** The analytics user id this tab has announced as signed in (one sign-in push per session). */
const SIGNED_IN_KEY = 'hp-vhp.tracking.signedIn';

function readSafely(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeSafely(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Without storage the sign-in push may repeat on the next page; duplicate control limits it.
  }
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function startAnalytics(start: SiteTrackingStart, consent: SiteConsent): CareAnalytics {
  const analytics = createCareAnalytics({
    loadSdk: async (config) =>
      loadAnalyticsSdk(config, {
        deviceId: start.deviceId,
        serverUrl: start.site.observability.analytics?.serverUrl ?? null,
        scriptUrl: start.analyticsScriptUrl,
        nonce: start.nonce,
        sessionId: await start.recordedSession?.catch(() => undefined),
      }),
    report: (error) => browserLogger.warn({ err: error.message }, 'Analytics problem'),
    facts: currentBrowserFacts,
  });
  const configured = start.site.observability.analytics;
  analytics.init({
    key: configured?.apiKey ?? '',
    // No key configured means analytics is off (docs/tracking.md#analytics-wrapper), not a
    // misconfiguration to report.
    // Analytics turned off on the privacy choices page: the SDK is not even loaded.
    analyticsEnabled: Boolean(configured) && analyticsOn(consent),
    commonData: pageCommonData(start),
  });
  return analytics;
}

function startTagManager(
  start: SiteTrackingStart,
  analytics: CareAnalytics,
): { tagManager: TagManager; containerSettled: Promise<void> } {
  const tagManager = createTagManager({
    storage: sessionStorageOrUndefined,
    dataLayer: currentDataLayer,
    pathname: () => window.location.pathname,
    now: () => new Date(),
    onError: (event, detail) => {
      void analytics.track(event, detail ? { detail } : undefined);
      browserLogger.warn({ event, detail }, 'Tag manager push problem');
    },
  });
  ensureDataLayer();
  const container = start.site.observability.tagManager;
  if (!container) {
    // No container: nothing will load, and the data layer is still the page's contract with
    // whatever reads it (the local stack, tests, other tags); drain into it at once.
    tagManager.containerLoaded();
    return { tagManager, containerSettled: Promise.resolve() };
  }
  const containerSettled = loadContainer(container, start.nonce).then(
    () => tagManager.containerLoaded(),
    (error: unknown) => browserLogger.warn({ err: String(error) }, 'Tag manager did not load'),
  );
  return { tagManager, containerSettled };
}

/** Starts analytics, the data layer and the stored-event replay for this page load. */
export function startSiteTracking(start: SiteTrackingStart): SiteTracking {
  // Consent first: its default is in the data layer before the container's script is requested.
  const consent = startSiteConsent(start.site, start.privacy);
  const analytics = startAnalytics(start, consent);
  // Turned off on the privacy page: the SDK stops too, its autocapture included.
  consent.onAnalyticsOff(() => analytics.stop());
  // Turned off later in this page load: what the SDK would still send is dropped here.
  const track: CareAnalytics['track'] = (...args) =>
    analyticsOn(consent) ? analytics.track(...args) : Promise.resolve();
  const { tagManager, containerSettled } = startTagManager(start, analytics);
  // Only with analytics on, through the same gate (docs/tracking.md#web-vitals).
  const analyticsSettings = start.site.observability.analytics;
  if (analyticsSettings && analyticsOn(consent)) {
    const sampleRate = analyticsSettings.webVitalsSampleRate;
    startWebVitals({ pageKey: start.pageKey, sampleRate, track }).catch((error: unknown) =>
      browserLogger.warn({ err: String(error) }, 'Web vitals did not start'),
    );
  }
  replayStoredEvents(sessionStorageOrUndefined(), start.pathname, analytics);
  const brand = start.site.brandName;

  return {
    ready: Promise.all([containerSettled, analytics.settled]).then(() => undefined),
    pageView(page, member, recorded) {
      const ids = recorded && { insertId: recorded.insertId, time: recorded.time };
      const sent = track(PAGE_VIEW_EVENT, pageViewProperties(page, brand), ids);
      const pushed = tagManager.push(pageViewPushInput(member, page.locale));
      return Promise.all([sent, pushed]).then(() => undefined);
    },
    memberChanged(member, previous) {
      const storage = sessionStorageOrUndefined();
      if (member) {
        const userId = analyticsUserId(member);
        analytics.setUserProperties({
          memberId: userId,
          props: { account_status: member.homepayAccountStatusV2 },
        });
        // One sign-in push per signed-in tab session, not one per page the member visits.
        if (readSafely(storage, SIGNED_IN_KEY) !== userId) {
          writeSafely(storage, SIGNED_IN_KEY, userId);
          void tagManager.push({ event: 'viewedVhp', gtmEvent: 'signIn', ...memberFields(member) });
        }
      } else if (previous || readSafely(storage, SIGNED_IN_KEY)) {
        writeSafely(storage, SIGNED_IN_KEY, null);
        analytics.setUserId(undefined);
      }
    },
    interaction(name, data) {
      const sent = track(name, data);
      const processed = new Promise<void>((done) => {
        void tagManager
          .push({ event: 'viewedVhp', gtmEvent: name }, { eventCallback: done })
          // Queued, refused or a duplicate: nothing will call back, nothing to wait for.
          .then((outcome) => {
            if (outcome !== 'pushed') done();
          });
      });
      return Promise.all([sent, processed]).then(() => undefined);
    },
  };
}
