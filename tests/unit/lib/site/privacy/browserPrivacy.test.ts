import { readBrowserCookie } from '@/lib/platform/browser/browserCookies';
import { onPrivacyChoice, storePrivacyChoice } from '@/lib/site/privacy/browserPrivacy';
import { parsePrivacyChoice, type PrivacyChoice } from '@/lib/site/privacy/privacyChoice';

describe('storePrivacyChoice', () => {
  it('stores the choice in its cookie and tells the listeners', () => {
    const choice: PrivacyChoice = { saleSharing: 'opt-out', analytics: 'on' };
    const heard: PrivacyChoice[] = [];
    const stop = onPrivacyChoice((made) => heard.push(made));
    storePrivacyChoice(choice, false);
    stop();
    storePrivacyChoice(choice, false);
    expect(parsePrivacyChoice(readBrowserCookie('hp_privacy'))).toEqual(choice);
    expect(heard).toEqual([choice]);
  });
});
