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

  it('deletes them as soon as the visitor turns analytics off', () => {
    writeAmpCookie();
    startSiteConsent(SITE);
    storePrivacyChoice({ saleSharing: null, analytics: 'off' }, false);
    expect(document.cookie).not.toContain(AMP);
  });
});
