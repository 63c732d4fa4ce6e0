import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import {
  recordEarlyEnrollmentClicks,
  type EarlyClickRecorder,
} from '@/lib/tracking/runtime/enrollmentClicks';
import { useSiteAuth } from '@/components/members/SiteAuthContext';
import type { PageViewRecorder } from '@/lib/tracking/runtime/pageViewRecorder';
import { startPageViewRecorder } from '@/lib/tracking/runtime/startPageViewRecorder';
import type { TrackingRuntimeProps } from './TrackingRuntime';

/** What shows the visitor is using the page: tracking may start then. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * How long after the page's load event tracking starts when the visitor has not interacted. The
 * SDKs are ~140 kB gzip of JavaScript to evaluate: on a mid-range phone that is several long
 * tasks, which must not land while the page is becoming interactive.
 */
export const TRACKING_START_DELAY_MS = 5000;

/**
 * The only tracking code in the first load, kept as small as it can be: it loads the tracking
 * runtime (the SDKs and every rule, its own chunk) on the visitor's first interaction or a few
 * seconds after the page has loaded, whichever comes first, and then when the browser is idle
 * (docs/tracking.md#what-loads-when). Events from before then are buffered and sent in order.
 */
export default function TrackingOnIdle(
  props: Omit<TrackingRuntimeProps, 'takeEarlyClicks' | 'takePageView'>,
) {
  const [Runtime, setRuntime] = useState<ComponentType<TrackingRuntimeProps> | null>(null);
  const earlyClicks = useRef<EarlyClickRecorder | null>(null);
  const takeEarlyClicks = useCallback(() => earlyClicks.current?.take() ?? [], []);
  const pageView = useRef<PageViewRecorder | null>(null);
  const takePageView = useCallback(() => {
    const taken = pageView.current;
    pageView.current = null;
    return taken;
  }, []);
  const { auth } = useSiteAuth();
  const member = auth.isLoggedIn ? auth.member : null;
  useEffect(() => {
    // The page view is noted now; sent by beacon if the visitor leaves before the runtime
    // (docs/tracking.md#page-view-recorder).
    const recorder = startPageViewRecorder(props, member);
    pageView.current = recorder;
    let started = false;
    let loading = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      if (loading) return;
      loading = true;
      void import('./TrackingRuntime').then((module) => setRuntime(() => module.default));
    };
    const start = () => {
      if (started) return;
      started = true;
      stop();
      // Safari has no requestIdleCallback; a timeout is its stand-in.
      (window.requestIdleCallback ?? setTimeout)(load);
    };
    // An enrollment click can be the first interaction; held, it needs tracking now, not on idle.
    const clicks = recordEarlyEnrollmentClicks({ onHeld: load });
    earlyClicks.current = clicks;
    const afterLoad = () => {
      timer = setTimeout(start, TRACKING_START_DELAY_MS);
    };
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
      for (const type of INTERACTIONS) window.removeEventListener(type, start, { capture: true });
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, start, { once: true, passive: true, capture: true });
    }
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      stop();
      clicks.stop();
      recorder.release();
    };
    // The first page's props and member: later pages are the runtime's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return Runtime ? (
    <Runtime {...props} takeEarlyClicks={takeEarlyClicks} takePageView={takePageView} />
  ) : null;
}
