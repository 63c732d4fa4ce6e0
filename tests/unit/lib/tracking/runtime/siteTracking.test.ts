import { waitFor } from '@testing-library/react';
import type { AnalyticsSdk } from '@/lib/tracking/analytics/careAnalytics';
import { storeEventForNextPage } from '@/lib/tracking/analytics/storedEvents';
import type { Member } from '@/lib/members/graphql/member';
import { storePrivacyChoice } from '@/lib/site/privacy/browserPrivacy';
import { startSiteTracking, type SiteTrackingStart } from '@/lib/tracking/runtime/siteTracking';
import { pagePropsFixture } from '@/tests/support/pageProps.fixture';

const calls: string[] = [];

/** A Consent Mode command (gtag pushes its `arguments`). */
const isCommand = (entry: object) => Object.prototype.toString.call(entry) === '[object Arguments]';
/** The data layer's events, without the consent commands. */
const events = (): object[] => (window.dataLayer ?? []).filter((entry) => !isCommand(entry));
/** The data layer's consent commands, as arrays. */
const commands = (): unknown[][] =>
  (window.dataLayer ?? [])
    .filter(isCommand)
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
const trackOptions: unknown[] = [];
/** When the SDK has sent an event: at once unless a test holds it. */
let sending: Promise<void> = Promise.resolve();
const sdk: AnalyticsSdk = {
  track: (name, properties, options) => {
    trackOptions.push(options);
    calls.push(`track ${name} ${typeof properties.page_id === 'string' ? properties.page_id : ''}`);
    return sending;
  },
  setUserProperties: (properties) => calls.push(`props ${JSON.stringify(properties)}`),
  setUserId: (userId) => calls.push(`user ${userId ?? '-'}`),
  optOut: () => optOuts.push('optOut'),
};
/** The SDK's opt-outs, apart: a runtime of an earlier test may still hear a choice. */
const optOuts: string[] = [];
jest.mock('@/lib/tracking/analytics/loadAnalyticsSdk', () => ({
  loadAnalyticsSdk: () => Promise.resolve(sdk),
}));

// web-vitals' observers: a test reports a metric as the library would.
const vitalReports: Array<(vital: object) => void> = [];
jest.mock('web-vitals', () => {
  const observe = (report: (vital: object) => void) => vitalReports.push(report);
  return { onLCP: observe, onINP: observe, onCLS: observe };
});
const LCP = { name: 'LCP', id: 'v-lcp', value: 1200.4, rating: 'good', navigationType: 'navigate' };

// The container script, loaded when the test says so (only a test that configures one calls it).
let containerLoaded: () => void = () => undefined;
jest.mock('@/lib/tracking/tagManager/loadContainer', () => ({
  ...jest.requireActual<object>('@/lib/tracking/tagManager/loadContainer'),
  loadContainer: () =>
    new Promise<void>((resolve) => {
      containerLoaded = resolve;
    }),
}));

const MEMBER: Member = {
  id: 'a1b2c3d4_client',
  displayName: 'Maria',
  email: 'client@example.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  homepayAccountStatusV2: 'CLIENT',
};

function start(
  tagManager: { containerId: string; scriptOrigin: string } | null = null,
  webVitalsSampleRate = 0,
): ReturnType<typeof startSiteTracking> {
  const props = pagePropsFixture('home');
  const site = {
    ...props.site,
    observability: {
      ...props.site.observability,
      analytics: {
        apiKey: 'key',
        serverUrl: 'http://localhost:4002/2/httpapi',
        webVitalsSampleRate,
      },
      tagManager,
    },
  };
  const init: SiteTrackingStart = {
    site,
    nonce: 'n',
    visitorId: props.visitorId,
    deviceId: props.deviceId,
    enrollmentSessionId: props.enrollmentSessionId,
    analyticsScriptUrl: '',
    pathname: '/',
    pageKey: 'home',
    privacy: props.privacy,
  };
  return startSiteTracking(init);
}

describe('startSiteTracking', () => {
  beforeEach(() => {
    sending = Promise.resolve();
    calls.length = 0;
    trackOptions.length = 0;
    vitalReports.length = 0;
    sessionStorage.clear();
    delete window.dataLayer;
    document.cookie = 'hp_privacy=; path=/; max-age=0';
  });

  it('replays parked events, tracks page views and pushes them to the data layer', async () => {
    storeEventForNextPage(sessionStorage, { name: 'signInStarted' });
    const tracking = start();
    void tracking.pageView({ pageKey: 'home', locale: 'en' }, null);
    // The SDK and the data layer's hashing are asynchronous: wait for them, however busy the machine.
    await waitFor(() =>
      expect(calls).toEqual(['track signInStarted ', 'track viewedVhp hp-vhp-home']),
    );
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(events()).toEqual([
      expect.objectContaining({
        event: 'care.viewedVhp',
        gtmEvent: 'pageView',
        slots: ['care/nonmember/viewed-vhp', 'care/nonmember/viewed-vhp/impact'],
      }),
    ]);
  });

  it('sends the recorded page view with the recorder’s insert id and time, and settles once sent', async () => {
    const tracking = start();
    const recorded = { insertId: 'ins-1', time: 1700000000000, sessionId: 1699999000000 };
    await tracking.pageView({ pageKey: 'home', locale: 'en' }, null, recorded);
    expect(calls).toEqual(['track viewedVhp hp-vhp-home']);
    expect(trackOptions).toEqual([{ insertId: 'ins-1', time: 1700000000000 }]);
    await tracking.pageView({ pageKey: 'home', locale: 'en' }, null);
    expect(trackOptions[1]).toBeUndefined();
  });

  it('sets the user id on sign-in (one sign-in push per tab session) and clears it on sign-out', async () => {
    const tracking = start();
    tracking.memberChanged(MEMBER, null);
    tracking.memberChanged(MEMBER, MEMBER);
    await waitFor(() => expect(calls).toHaveLength(4));
    await waitFor(() => expect(events().length).toBeGreaterThan(0));
    expect(calls).toEqual([
      'user a1b2c3d4',
      'props {"account_status":"CLIENT"}',
      'user a1b2c3d4',
      'props {"account_status":"CLIENT"}',
    ]);
    const pushes = events() as Record<string, unknown>[];
    expect(pushes.filter((push) => push.gtmEvent === 'signIn')).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ memberType: 'seeker', overallStatus: 'premium' });
    expect(JSON.stringify(pushes)).not.toContain('client@example.com');

    tracking.memberChanged(null, MEMBER);
    await waitFor(() => expect(calls.at(-1)).toBe('user -'));
  });

  it('tracks observed interactions and pushes them by gtmEvent', async () => {
    const tracking = start();
    const processed = jest.fn();
    // It settles when the container calls back (GTM's eventCallback): what a followed link waits for.
    void tracking.interaction('enrollmentClick').then(processed);
    await waitFor(() => expect(calls).toEqual(['track enrollmentClick ']));
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(processed).not.toHaveBeenCalled();
    const [pushed] = events() as Array<{ eventCallback?: () => void }>;
    pushed?.eventCallback?.();
    await waitFor(() => expect(processed).toHaveBeenCalled());
    expect(events()).toEqual([expect.objectContaining({ gtmEvent: 'enrollmentClick' })]);
  });

  it('is ready once the SDK holds the events (no container configured: nothing to wait for)', async () => {
    const tracking = start();
    void tracking.pageView({ pageKey: 'home', locale: 'en' }, null);
    await tracking.ready;
    expect(calls).toEqual(['track viewedVhp hp-vhp-home']);
  });

  it('is ready only once the container has loaded and taken the parked pushes', async () => {
    const tracking = start({ containerId: 'GTM-LOCAL', scriptOrigin: 'http://localhost:4002' });
    void tracking.pageView({ pageKey: 'home', locale: 'en' }, null);
    let ready = false;
    void tracking.ready.then(() => (ready = true));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(ready).toBe(false);
    containerLoaded();
    await tracking.ready;
    expect(events()).toEqual(
      expect.arrayContaining([expect.objectContaining({ gtmEvent: 'pageView' })]),
    );
  });

  it('settles an interaction only when the analytics event has left too', async () => {
    let sent: () => void = () => undefined;
    sending = new Promise<void>((resolve) => (sent = resolve));
    const tracking = start();
    const settled = jest.fn();
    void tracking.interaction('enrollmentClick').then(settled);
    await waitFor(() => expect(events()).toHaveLength(1));
    const [pushed] = events() as Array<{ eventCallback?: () => void }>;
    pushed?.eventCallback?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).not.toHaveBeenCalled();
    sent();
    await waitFor(() => expect(settled).toHaveBeenCalled());
  });

  it('pushes the consent default before the container is requested, and an update on a new choice', async () => {
    const tracking = start({ containerId: 'GTM-LOCAL', scriptOrigin: 'http://localhost:4002' });
    const granted = {
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    };
    // The container's gtm.start comes after the consent default.
    expect(commands()).toEqual([['consent', 'default', granted]]);
    expect(isCommand((window.dataLayer ?? [])[0] ?? {})).toBe(true);
    storePrivacyChoice({ saleSharing: 'opt-out', analytics: 'on' }, false);
    expect(commands()).toEqual([
      ['consent', 'default', granted],
      [
        'consent',
        'update',
        { ...granted, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
    containerLoaded();
    await tracking.ready;
  });

  it('denies ads by default when the browser sends GPC', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      start();
      expect(commands()[0]?.[2]).toMatchObject({
        ad_storage: 'denied',
        analytics_storage: 'granted',
      });
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
  });

  it('starts no analytics when the visitor turned analytics off, and sends nothing after', async () => {
    storePrivacyChoice({ saleSharing: null, analytics: 'off' }, false);
    const tracking = start();
    await tracking.pageView({ pageKey: 'home', locale: 'en' }, null);
    await tracking.ready;
    expect(calls).toEqual([]);
    expect(commands()[0]?.[2]).toMatchObject({ analytics_storage: 'denied' });
  });

  it('stops the analytics SDK when the visitor turns analytics off in the page', async () => {
    const tracking = start();
    await tracking.pageView({ pageKey: 'home', locale: 'en' }, null);
    await tracking.ready;
    optOuts.length = 0;
    storePrivacyChoice({ saleSharing: null, analytics: 'off' }, false);
    expect(optOuts).toEqual(['optOut']);
  });

  it('sends a sampled page view’s web vitals through the analytics wrapper', async () => {
    start(null, 1);
    await waitFor(() => expect(vitalReports).toHaveLength(3));
    vitalReports[0]?.(LCP);
    await waitFor(() => expect(calls).toEqual(['track webVital hp-vhp-home']));
  });

  it('measures no web vitals when the visitor turned analytics off', async () => {
    storePrivacyChoice({ saleSharing: null, analytics: 'off' }, false);
    const tracking = start(null, 1);
    await tracking.ready;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vitalReports).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('sends no web vital once the visitor turns analytics off in the page', async () => {
    const tracking = start(null, 1);
    await tracking.ready;
    await waitFor(() => expect(vitalReports).toHaveLength(3));
    storePrivacyChoice({ saleSharing: null, analytics: 'off' }, false);
    vitalReports[0]?.(LCP);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
