/** @jest-environment node */
import { siteEnrollmentLink } from '@/lib/enrollment/siteEnrollmentLink';
import { primaryReferralCode } from '@/lib/referral/referrerCookie';
import { pagePropsFixture } from '../../../support/pageProps.fixture';

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
