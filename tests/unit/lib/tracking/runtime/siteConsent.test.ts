import { storePrivacyChoice } from '@/lib/site/privacy/browserPrivacy';
import { startSiteConsent } from '@/lib/tracking/runtime/siteConsent';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';

const SITE = pagePropsFixture('privacyChoices').site;
const AMP = 'AMP_abcdef1234';

const writeAmpCookie = () => {
  document.cookie = `${AMP}=eyJkZXZpY2VJZCI6IngifQ; Path=/; Max-Age=31536000`;
};

describe('startSiteConsent and the analytics cookies', () => {
  afterEach(() => {
    for (const name of [AMP, 'hp_privacy']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });

  it('keeps the analytics cookies while analytics is allowed', () => {
    writeAmpCookie();
    startSiteConsent(SITE);
    expect(document.cookie).toContain(AMP);
  });

  it('deletes them at the start of a page view whose analytics is off', () => {
    writeAmpCookie();
    document.cookie = 'hp_privacy=analytics:0; Path=/';
    startSiteConsent(SITE);
    expect(document.cookie).not.toContain(AMP);
  });

  it('stops the SDK, then deletes them, as soon as the visitor turns analytics off', () => {
    jest.useFakeTimers();
    writeAmpCookie();
    const consent = startSiteConsent(SITE);
    const order: string[] = [];
    consent.onAnalyticsOff(() => order.push(document.cookie.includes(AMP) ? 'stop' : 'late'));
    storePrivacyChoice({ saleSharing: null, analytics: 'off' }, false);
    expect(order).toEqual(['stop']);
    expect(document.cookie).not.toContain(AMP);
    // The click on the switch, still in the SDK's pipeline, writes the cookie again: gone too.
    writeAmpCookie();
    jest.advanceTimersByTime(2000);
    expect(document.cookie).not.toContain(AMP);
    jest.useRealTimers();
  });
});
