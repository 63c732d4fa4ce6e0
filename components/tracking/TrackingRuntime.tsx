import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { SITE_EVENT, type SiteEventDetail } from '@/lib/tracking/analytics/siteEvents';
import { useSiteAuth } from '@/components/members/SiteAuthContext';
import { startBrowserSentry } from '@/lib/tracking/errorReporting/startBrowserSentry';
import type { Member } from '@/lib/members/graphql/member';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import type { BasePageProps } from '@/lib/site/pageProps';
import { writeVisitMarker } from '@/lib/site/referral/writeVisitMarker';
import {
  createLeaveGuard,
  EARLY_CLICK_HOLD_MS,
  enrollmentLinkOf,
  followsInThisTab,
  type EarlyClick,
} from '@/lib/tracking/runtime/enrollmentClicks';
import { PUSH_WAIT_MS, recordEarlyClick, settledWithin } from '@/lib/tracking/runtime/followLink';
import type { PageViewRecorder } from '@/lib/tracking/runtime/pageViewRecorder';
import { startSiteTracking, type SiteTracking } from '@/lib/tracking/runtime/siteTracking';

export type TrackingRuntimeProps = Pick<
  BasePageProps,
  | 'pageKey'
  | 'locale'
  | 'site'
  | 'flags'
  | 'nonce'
  | 'visitorId'
  | 'deviceId'
  | 'enrollmentSessionId'
> & {
  /** Missing on pages without the shared props (error pages). */
  privacy?: BasePageProps['privacy'] | undefined;
  /** The enrollment clicks from before the runtime (TrackingOnIdle); observing them stops. */
  takeEarlyClicks: () => EarlyClick[];
  /** The first load's page-view recorder (TrackingOnIdle), once; null after. */
  takePageView: () => PageViewRecorder | null;
};

/**
 * Everything tracking does in the browser, loaded after the page is interactive (TrackingOnIdle):
 * error reporting, analytics, the data layer, the referral marker; page views on every page and
 * client-side route change; sign-in and sign-out; and the interactions the site observes.
 */
export default function TrackingRuntime(props: TrackingRuntimeProps) {
  const router = useRouter();
  const { auth } = useSiteAuth();
  const tracking = useRef<SiteTracking | null>(null);
  const member = auth.isLoggedIn ? auth.member : null;
  const previousMember = useRef<Member | null>(null);
  const { takeEarlyClicks } = props;
  // The first load's page view, handed over once (docs/tracking.md#page-view-recorder).
  const [recorded] = useState(() => props.takePageView());
  const recordedPending = useRef(true);

  // Once per page load: the props of the first page are what the SDKs are configured with.
  if (tracking.current === null) {
    tracking.current = startSiteTracking({
      site: props.site,
      nonce: props.nonce,
      visitorId: props.visitorId,
      deviceId: props.deviceId,
      enrollmentSessionId: props.enrollmentSessionId,
      analyticsScriptUrl: props.flags.analyticsScriptUrl,
      pathname: router.pathname,
      pageKey: props.pageKey,
      privacy: props.privacy,
      recordedSession: recorded?.payloads.then((payloads) => payloads.sessionId),
    });
  }

  useEffect(() => {
    startBrowserSentry(props.site.observability, props.site.siteOrigin).catch((error: unknown) =>
      browserLogger.warn({ err: String(error) }, 'Error reporting did not start'),
    );
    writeVisitMarker(window.location.search, props.site.secureCookies);
    // Props of the first page; later pages change neither the SDKs nor the referral marker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The recorder's page view is this one, with its ids, unless a route change came first: then
    // it sends the one it noted itself (docs/tracking.md#page-view-recorder).
    const noted = recordedPending.current ? recorded : null;
    recordedPending.current = false;
    const same = noted?.pageKey === props.pageKey;
    if (noted && !same) noted.sendNow();
    const sent = tracking.current?.pageView(
      { pageKey: props.pageKey, locale: props.locale },
      member,
      same ? noted.pageView : undefined,
    );
    if (noted && same) void sent?.then(() => noted.release());
    // A page view per page (and per client-side route change), not per member change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.pageKey, props.locale, router.pathname]);

  useEffect(() => {
    tracking.current?.memberChanged(member, previousMember.current);
    previousMember.current = member;
  }, [member]);

  useEffect(() => {
    const onSiteEvent = (event: Event) => {
      const { name, data } = (event as CustomEvent<SiteEventDetail>).detail;
      void tracking.current?.interaction(name, data);
    };
    const guard = createLeaveGuard();
    const onClick = (event: MouseEvent) => {
      const found = enrollmentLinkOf(event);
      if (!found) return;
      const { link, href } = found;
      const inThisTab = followsInThisTab(event, link);
      if (inThisTab && guard.ignores(event)) return;
      const pushed = tracking.current?.interaction('enrollmentClick');
      // Followed in this tab the page would unload before the push (hashed with Web Crypto,
      // asynchronous) reached the data layer: the link is followed once it has, or after
      // PUSH_WAIT_MS (GTM's eventCallback/eventTimeout pattern). Analytics sends by beacon.
      if (pushed && inThisTab) {
        event.preventDefault();
        guard.leavingUntil(performance.now() + EARLY_CLICK_HOLD_MS);
        void settledWithin(pushed, PUSH_WAIT_MS).then(() => window.location.assign(href));
      }
    };
    window.addEventListener(SITE_EVENT, onSiteEvent);
    // Handed over in the same task as this listener starts: no click is observed twice or missed.
    const started = tracking.current;
    for (const click of takeEarlyClicks()) {
      if (click.follow) guard.leavingUntil(click.holdUntil);
      if (started) void recordEarlyClick(click, started);
      else click.follow?.();
    }
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      window.removeEventListener(SITE_EVENT, onSiteEvent);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [takeEarlyClicks]);

  return null;
}
