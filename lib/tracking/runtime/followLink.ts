import type { EarlyClick } from './enrollmentClicks';
import type { SiteTracking } from './siteTracking';

/**
 * How long a followed link waits for its data-layer push (GTM's own `eventTimeout` default is
 * 2 s; a visitor should not feel the wait, and the push normally needs a few milliseconds).
 */
export const PUSH_WAIT_MS = 300;

/** Resolves when `work` settles or after `timeoutMs`, whichever is first; never rejects. */
export function settledWithin(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const settled = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(settled, settled);
  });
}

/**
 * Records a click from before the runtime started (lib/tracking/runtime/enrollmentClicks.ts) and then follows
 * its link if it was held. It waits for the container and the SDK first: pushed before the
 * container loaded, the push would be parked in session storage for this site's next page, and the
 * enrollment funnel is another app. The whole wait ends when the click's hold does.
 */
export async function recordEarlyClick(
  click: EarlyClick,
  tracking: Pick<SiteTracking, 'ready' | 'interaction'>,
  now: () => number = () => performance.now(),
): Promise<void> {
  const left = () => Math.max(0, click.holdUntil - now());
  await settledWithin(tracking.ready, left());
  await settledWithin(tracking.interaction('enrollmentClick'), left());
  click.follow?.();
}
