import type { PageViewPayloads, RecordedPageView } from './pageViewRecording';

/**
 * The first load's page-view recorder (docs/tracking.md#page-view-recorder): notes the page view
 * at once and, if the visitor leaves before the tracking runtime has sent it, sends it by beacon
 * in the analytics SDK's own HTTP API shape, with the ids the runtime's event will carry, so the
 * insert id de-duplicates the two. Part of every first load, so it holds only the listeners: what
 * it sends is built in a chunk of its own (`pageViewPayloads.ts`), loaded at once.
 */

/** The tag manager's session-storage queue (lib/tracking/tagManager/tagManagerQueue.ts). */
const QUEUE_KEY = 'hp-vhp.gtm.queue';

export interface PageViewRecorderOptions {
  /** The page the view is of (a client-side route change before the runtime is another view). */
  pageKey: string;
  /** Where the SDK sends (the configured server URL or Amplitude's own); null: analytics off. */
  analytics: { apiKey: string; url: string } | null;
  /** Builds the event and the push; until they are there, a leaving visitor is not counted. */
  payloads: (noted: RecordedPageView) => Promise<PageViewPayloads>;
}

export interface PageViewRecorder {
  readonly pageKey: string;
  readonly pageView: RecordedPageView;
  /** Resolves with what would be sent (the session the event is in included). */
  readonly payloads: Promise<PageViewPayloads>;
  /** The runtime has sent the page view and pushed it: the recorder stops. */
  release: () => void;
  /**
   * The runtime starts on another page than the one noted (a client-side route change came
   * first): the noted view is sent now, and the recorder stops.
   */
  sendNow: () => void;
}

/** Records this page load's page view until the runtime has taken it over. */
export function recordPageView(options: PageViewRecorderOptions): PageViewRecorder {
  const time = Date.now();
  // Any unique string will do; `randomUUID` exists only in secure contexts (not plain http).
  const pageView = { insertId: crypto.randomUUID?.() ?? `${time}-${Math.random()}`, time };
  let built: PageViewPayloads | null = null;
  const payloads = options.payloads(pageView);
  payloads.then(
    (done) => (built = done),
    () => undefined,
  );
  let sent = false;
  let queued: string | null = null;

  const beacon = () => {
    const { analytics } = options;
    if (sent || !analytics || !built) return;
    const body = JSON.stringify({ api_key: analytics.apiKey, events: [built.event] });
    sent = navigator.sendBeacon(analytics.url, body);
  };
  /** The tag manager's queue, which the site's next page drains (as the runtime's would). */
  const queue = (change: (entries: unknown[]) => unknown[]) => {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]');
      sessionStorage.setItem(
        QUEUE_KEY,
        JSON.stringify(change(Array.isArray(parsed) ? parsed : [])),
      );
    } catch {
      // No storage: the push is lost, as the runtime's own queue would lose it.
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') beacon();
  };
  const onPageHide = () => {
    beacon();
    const push = built?.push;
    if (push && queued === null) {
      queued = JSON.stringify(push);
      queue((entries) => [...entries, push]);
    }
  };
  /** Back from the back/forward cache: the runtime will push it here after all. */
  const onPageShow = (shown: PageTransitionEvent) => {
    if (!shown.persisted || queued === null) return;
    const mine = queued;
    queued = null;
    queue((entries) => entries.filter((entry) => JSON.stringify(entry) !== mine));
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  // Released by whichever ends first: the page's unmount or the runtime's sent page view, which
  // can settle after the page (or a test's document) is gone; the second call touches nothing.
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
  return {
    pageKey: options.pageKey,
    pageView,
    payloads,
    release,
    sendNow() {
      beacon();
      release();
    },
  };
}
