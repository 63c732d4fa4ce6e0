/** @jest-environment node */
import { CARE_ANALYTICS_MESSAGES } from '@/lib/tracking/analytics/analyticsErrors';
import {
  createCareAnalytics,
  type AnalyticsSdk,
  type CareAnalyticsConfig,
} from '@/lib/tracking/analytics/careAnalytics';
import type { BrowserFacts } from '@/lib/tracking/analytics/browserFacts';
import { commonData } from '@/lib/tracking/analytics/enrichment';

const FACTS: BrowserFacts = {
  screenWidth: 390,
  screenHeight: 844,
  viewportWidth: 390,
  viewportHeight: 700,
  href: 'http://localhost/app/hp-vhp/caregivers',
  pathname: '/app/hp-vhp/caregivers',
  userAgent: 'Mozilla/5.0',
};

const CONFIG: CareAnalyticsConfig = {
  key: 'local-key',
  analyticsEnabled: true,
  commonData: commonData({
    sessionId: 's-1',
    visitorId: 'v-1',
    environment: 'test',
    language: 'en-US',
    referer: '',
    userAgent: 'Mozilla/5.0',
  }),
};

function fakeSdk() {
  const calls: string[] = [];
  const sdk: AnalyticsSdk = {
    track: (name, properties) => {
      calls.push(`track:${name}:${String(properties.visitor_id)}`);
      return Promise.resolve();
    },
    setUserProperties: (properties) => calls.push(`props:${JSON.stringify(properties)}`),
    setUserId: (userId) => calls.push(`user:${userId ?? '-'}`),
    optOut: () => calls.push('optOut'),
  };
  return { sdk, calls };
}

function setup() {
  const { sdk, calls } = fakeSdk();
  const reported: string[] = [];
  let resolveLoad: (sdk: AnalyticsSdk) => void = () => undefined;
  const loadSdk = jest.fn(
    () =>
      new Promise<AnalyticsSdk>((resolve) => {
        resolveLoad = resolve;
      }),
  );
  const analytics = createCareAnalytics({
    loadSdk,
    report: (error) => reported.push(error.message),
    facts: () => FACTS,
  });
  return { analytics, calls, reported, loadSdk, load: () => resolveLoad(sdk) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createCareAnalytics', () => {
  it('buffers events and user properties before init and replays them in call order', async () => {
    const { analytics, calls, load } = setup();
    void analytics.track('first');
    analytics.setUserProperties({ memberId: 'm1', props: { plan: 'basic' } });
    void analytics.track('second');
    analytics.setUserId(undefined);
    expect(calls).toEqual([]);
    analytics.init(CONFIG);
    expect(analytics.state).toBe('loading');
    load();
    await flush();
    expect(analytics.state).toBe('initialised');
    expect(calls).toEqual([
      'track:first:v-1',
      'user:m1',
      'props:{"plan":"basic"}',
      'track:second:v-1',
      'user:-',
    ]);
    void analytics.track('third');
    expect(calls.at(-1)).toBe('track:third:v-1');
  });

  it('stops the SDK when analytics is turned off, after what was buffered before', async () => {
    const { analytics, calls, load } = setup();
    void analytics.track('first');
    analytics.stop();
    analytics.init(CONFIG);
    load();
    await flush();
    expect(calls.slice(-2)).toEqual([expect.stringMatching(/^track:first:/), 'optOut']);
    analytics.stop();
    expect(calls.at(-1)).toBe('optOut');
  });

  it('initialises once', async () => {
    const { analytics, loadSdk, load } = setup();
    analytics.init(CONFIG);
    analytics.init(CONFIG);
    load();
    await flush();
    analytics.init(CONFIG);
    expect(loadSdk).toHaveBeenCalledTimes(1);
  });

  it('loads and sends nothing when analyticsEnabled is false', async () => {
    const { analytics, calls, loadSdk } = setup();
    void analytics.track('before');
    analytics.init({ ...CONFIG, analyticsEnabled: false });
    void analytics.track('after');
    await flush();
    expect(loadSdk).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(analytics.state).toBe('disabled');
  });

  it.each([
    [
      'an event without a name',
      (a: ReturnType<typeof setup>['analytics']) => a.track(''),
      CARE_ANALYTICS_MESSAGES.invalidEvent,
    ],
    [
      'no config',
      (a: ReturnType<typeof setup>['analytics']) => a.init(undefined),
      CARE_ANALYTICS_MESSAGES.missingConfig,
    ],
    [
      'no key',
      (a: ReturnType<typeof setup>['analytics']) => a.init({ ...CONFIG, key: '' }),
      CARE_ANALYTICS_MESSAGES.missingKey,
    ],
  ])('reports %s without throwing', (_case, act, message) => {
    const { analytics, reported, loadSdk } = setup();
    expect(() => act(analytics)).not.toThrow();
    expect(reported).toEqual([message]);
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it('has the three error messages exactly', () => {
    expect(CARE_ANALYTICS_MESSAGES).toEqual({
      invalidEvent: 'careAnalytics: Invalid event payload',
      missingConfig: 'careAnalytics: Missing config',
      missingKey: 'careAnalytics: Missing Analytics key',
    });
  });

  it('reports an SDK that fails to load and drops the buffer', async () => {
    const reported: string[] = [];
    const analytics = createCareAnalytics({
      loadSdk: () => Promise.reject(new Error('blocked')),
      report: (error) => reported.push(error.message),
      facts: () => FACTS,
    });
    void analytics.track('x');
    analytics.init(CONFIG);
    await flush();
    expect(reported).toEqual(['blocked']);
    expect(analytics.state).toBe('disabled');
  });

  describe('settled (what a visitor leaving the page waits for)', () => {
    const settledNow = async (analytics: ReturnType<typeof setup>['analytics']) => {
      let settled = false;
      void analytics.settled.then(() => (settled = true));
      await flush();
      return settled;
    };

    it('resolves once the SDK holds the buffered calls', async () => {
      const { analytics, calls, load } = setup();
      void analytics.track('early');
      analytics.init(CONFIG);
      expect(await settledNow(analytics)).toBe(false);
      load();
      expect(await settledNow(analytics)).toBe(true);
      expect(calls).toEqual(['track:early:v-1']);
    });

    it.each([
      ['analytics is off', { ...CONFIG, analyticsEnabled: false }],
      ['the config is missing', undefined],
      ['the key is missing', { ...CONFIG, key: '' }],
    ])('resolves at once when %s', async (_case, config) => {
      const { analytics } = setup();
      analytics.init(config);
      expect(await settledNow(analytics)).toBe(true);
    });

    it('resolves when the SDK fails to load', async () => {
      const analytics = createCareAnalytics({
        loadSdk: () => Promise.reject(new Error('blocked')),
        report: () => undefined,
        facts: () => FACTS,
      });
      analytics.init(CONFIG);
      await expect(analytics.settled).resolves.toBeUndefined();
    });
  });

  describe('track resolves once the event has left (what a link leaving the page waits for)', () => {
    it('after the SDK has sent it, buffered or not', async () => {
      const sent: Array<() => void> = [];
      const sdk: AnalyticsSdk = {
        track: () => new Promise<void>((resolve) => sent.push(resolve)),
        setUserProperties: () => undefined,
        setUserId: () => undefined,
        optOut: () => undefined,
      };
      const analytics = createCareAnalytics({
        loadSdk: () => Promise.resolve(sdk),
        report: () => undefined,
        facts: () => FACTS,
      });
      const left: string[] = [];
      void analytics.track('buffered').then(() => left.push('buffered'));
      analytics.init(CONFIG);
      await analytics.settled;
      void analytics.track('direct').then(() => left.push('direct'));
      await flush();
      expect(sent).toHaveLength(2);
      expect(left).toEqual([]);
      sent[1]?.();
      sent[0]?.();
      await flush();
      expect(left).toEqual(['direct', 'buffered']);
    });

    it('at once when nothing will be sent: off, invalid, or the SDK failed to load', async () => {
      const off = setup().analytics;
      off.init({ ...CONFIG, analyticsEnabled: false });
      await expect(off.track('x')).resolves.toBeUndefined();
      await expect(setup().analytics.track('')).resolves.toBeUndefined();

      const failing = createCareAnalytics({
        loadSdk: () => Promise.reject(new Error('blocked')),
        report: () => undefined,
        facts: () => FACTS,
      });
      const buffered = failing.track('before');
      failing.init(CONFIG);
      await expect(buffered).resolves.toBeUndefined();
    });
  });
});
