/** @jest-environment node */
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import { primaryReferralCode } from '@/lib/site/referral/referrerCookie';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';

describe('siteEnrollmentLink', () => {
  const { site, flags } = pagePropsFixture('home');

  it('carries the first referral segment as rx and the visitor’s answer', () => {
    expect(
      siteEnrollmentLink({ site, flags, referrerCookie: 'AB12|cd34' }, { hiredAnswer: 'Yes' }),
    ).toBe('https://www.care.com/app/hp-enrollment/signup?hired=yes&rx=AB12');
  });

  it('follows the enrollment-landing flag and forces hired=yes for a partner code', () => {
    expect(
      siteEnrollmentLink(
        { site, flags: { ...flags, enrollmentLanding: true } },
        { partnerCode: 'CPA-1' },
      ),
    ).toBe('https://www.care.com/app/hp-enrollment/landing?hired=yes&partner=CPA-1');
  });

  it("puts the session's partner code (partner link) on every link, with hired=yes", () => {
    expect(siteEnrollmentLink({ site, flags, partnerCode: 'CPA-1234' })).toBe(
      'https://www.care.com/app/hp-enrollment/signup?hired=yes&partner=CPA-1234',
    );
    // A partner's client has hired, whatever a later "hired?" answer says.
    expect(
      siteEnrollmentLink(
        { site, flags, partnerCode: 'CPA-1234', referrerCookie: 'AB12' },
        { hiredAnswer: 'Not yet' },
      ),
    ).toBe('https://www.care.com/app/hp-enrollment/signup?hired=yes&rx=AB12&partner=CPA-1234');
  });

  it('a typed partner code wins over the session one', () => {
    expect(
      siteEnrollmentLink({ site, flags, partnerCode: 'CPA-1234' }, { partnerCode: 'AGENCY-9' }),
    ).toBe('https://www.care.com/app/hp-enrollment/signup?hired=yes&partner=AGENCY-9');
  });

  it('gives the bare sign-up link without a cookie or a choice', () => {
    expect(siteEnrollmentLink({ site, flags, referrerCookie: null })).toBe(
      'https://www.care.com/app/hp-enrollment/signup',
    );
  });
});

describe('primaryReferralCode', () => {
  it.each([
    ['AB12|cd34', 'AB12'],
    ['AB12', 'AB12'],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j', (cookie, code) => {
    expect(primaryReferralCode(cookie)).toBe(code);
  });
});
