import { lazy, Suspense, useEffect, useState } from 'react';
import type { TrackingRuntimeProps } from './TrackingRuntime';

const TrackingRuntime = lazy(() => import('./TrackingRuntime'));

/**
 * The only tracking code in the first load: waits until the page is interactive and the browser
 * is idle, then loads the tracking runtime (the SDKs and every rule) as its own chunk (issue 10,
 * weight rule). Tracking code is never on the path to first paint or hydration.
 */
export default function TrackingOnIdle(props: TrackingRuntimeProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 4000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1500);
    return () => clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <TrackingRuntime {...props} />
    </Suspense>
  ) : null;
}
