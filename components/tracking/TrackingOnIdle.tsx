import { useEffect, useState, type ComponentType } from 'react';
import type { TrackingRuntimeProps } from './TrackingRuntime';

/**
 * The only tracking code in the first load, kept as small as it can be: once the page has
 * hydrated and the browser is idle, it loads the tracking runtime (the SDKs and every rule) as its
 * own chunk (issue 10, weight rule). Tracking is never on the path to first paint or hydration.
 */
export default function TrackingOnIdle(props: TrackingRuntimeProps) {
  const [Runtime, setRuntime] = useState<ComponentType<TrackingRuntimeProps> | null>(null);
  useEffect(() => {
    // Safari has no requestIdleCallback; a timeout is its stand-in.
    (window.requestIdleCallback ?? setTimeout)(() => {
      void import('./TrackingRuntime').then((module) => setRuntime(() => module.default));
    });
  }, []);
  return Runtime ? <Runtime {...props} /> : null;
}
