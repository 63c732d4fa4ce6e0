import type { onCLS, onINP, onLCP } from 'web-vitals';
import {
  WEB_VITAL_EVENT,
  webVitalProperties,
  type WebVital,
} from '@/lib/tracking/analytics/webVitalEvent';
import type { PageKey } from '@/lib/site/seo/pageLinks';

/** The observers of the `web-vitals` package this site uses. */
export interface VitalsObservers {
  onLCP: typeof onLCP;
  onINP: typeof onINP;
  onCLS: typeof onCLS;
}

export interface WebVitalsStart {
  /** The page shown when tracking started: its metrics are reported under its page id. */
  pageKey: PageKey;
  /** The share of page views that send their web vitals, 0 to 1 (WEB_VITALS_SAMPLE_RATE). */
  sampleRate: number;
  /** The analytics wrapper's track, behind the consent gate. */
  track: (name: string, data: Record<string, string | number>) => Promise<void>;
  /** A number in [0, 1); `Math.random` unless a test decides. */
  random?: () => number;
  /** Loads the observers; `web-vitals` as a chunk of its own unless a test gives them. */
  load?: () => Promise<VitalsObservers>;
}

/** Whether a page view sends its web vitals: true for `rate` of them, decided once. */
export function sampledPageView(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}

/**
 * Measures LCP, INP and CLS of a sampled page view and sends each once as a `webVital` event
 * (docs/tracking.md#web-vitals). The observers are buffered, so LCP and CLS from before tracking
 * started still count; INP and CLS are final when the page is hidden, when web-vitals reports
 * them, before the analytics SDK switches to its beacon and flushes. Rejects only when the
 * `web-vitals` chunk does not load.
 */
export async function startWebVitals(start: WebVitalsStart): Promise<void> {
  if (!sampledPageView(start.sampleRate, start.random)) return;
  const observers = await (start.load ?? (() => import('web-vitals')))();
  // web-vitals reports a metric again when it changed by the next hide; the page view's first
  // final value is the one sent (a bfcache restore is a new page view, with new ids).
  const sent = new Set<string>();
  const report = (vital: WebVital) => {
    if (sent.has(vital.id)) return;
    sent.add(vital.id);
    void start.track(WEB_VITAL_EVENT, webVitalProperties(vital, start.pageKey));
  };
  observers.onLCP(report);
  observers.onINP(report);
  observers.onCLS(report);
}
