import { decideConsent } from '@/lib/site/privacy/consentState';
import type { PrivacyChoice } from '@/lib/site/privacy/privacyChoice';
import { startPageViewRecorder } from '@/lib/tracking/runtime/startPageViewRecorder';
import { pagePropsFixture } from '@/tests/support/pageProps.fixture';

const beacons: string[] = [];

function start(analytics: PrivacyChoice['analytics']) {
  const props = pagePropsFixture('home');
  const choice = { saleSharing: null, analytics };
  const site = {
    ...props.site,
    observability: {
      ...props.site.observability,
      analytics: {
        apiKey: 'key',
        serverUrl: 'http://localhost:4002/2/httpapi',
        webVitalsSampleRate: 1,
      },
    },
  };
  const privacy = {
    gpc: false,
    choice,
    consent: decideConsent({ gpc: false, choice, region: null }, []),
  };
  return startPageViewRecorder({ ...props, site, privacy }, null);
}

describe('startPageViewRecorder', () => {
  beforeEach(() => {
    beacons.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string) => beacons.push(url) > 0,
    });
  });

  it.each<[PrivacyChoice['analytics'], number]>([
    [null, 1],
    ['on', 1],
    ['off', 0],
  ])(
    'sends the bounce by beacon when the analytics choice is %s: %i beacon(s)',
    async (analytics, sent) => {
      const recorder = start(analytics);
      await recorder.payloads;
      window.dispatchEvent(new Event('pagehide'));
      recorder.release();
      expect(beacons).toHaveLength(sent);
    },
  );
});
