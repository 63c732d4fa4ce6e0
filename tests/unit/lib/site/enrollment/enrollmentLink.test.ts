import fc from 'fast-check';
import {
  ENROLLMENT_LANDING_PATH,
  ENROLLMENT_SIGNUP_PATH,
  enrollmentLink,
  HIRED_ANSWERS,
  type EnrollmentLinkOptions,
} from '@/lib/site/enrollment/enrollmentLink';

const CORE = 'https://www.care.com';
const SIGNUP = `${CORE}/app/hp-enrollment/signup`;
const LANDING = `${CORE}/app/hp-enrollment/landing`;

describe('enrollmentLink', () => {
  it.each<[string, Omit<EnrollmentLinkOptions, 'coreSiteUrl'>, string]>([
    ['signup when the landing flag is off', { useLanding: false }, SIGNUP],
    ['landing when the landing flag is on', { useLanding: true }, LANDING],
    [
      'hired=yes for the answer "Yes"',
      { useLanding: false, hiredAnswer: 'Yes' },
      `${SIGNUP}?hired=yes`,
    ],
    [
      'hired=no for the answer "Not yet"',
      { useLanding: false, hiredAnswer: 'Not yet' },
      `${SIGNUP}?hired=no`,
    ],
    [
      'hired=no for a lower-case "yes"',
      { useLanding: false, hiredAnswer: 'yes' },
      `${SIGNUP}?hired=no`,
    ],
    [
      'hired=no for a padded " Yes"',
      { useLanding: false, hiredAnswer: ' Yes' },
      `${SIGNUP}?hired=no`,
    ],
    [
      'no hired param without an answer',
      { useLanding: true, referralCode: 'R1' },
      `${LANDING}?rx=R1`,
    ],
    ['a trimmed referral code', { useLanding: false, referralCode: '  R1  ' }, `${SIGNUP}?rx=R1`],
    ['no rx for a blank referral code', { useLanding: false, referralCode: '   ' }, SIGNUP],
    [
      'hired then rx',
      { useLanding: false, hiredAnswer: 'Yes', referralCode: 'R1' },
      `${SIGNUP}?hired=yes&rx=R1`,
    ],
    [
      'hired=yes for a partner even when the answer is "Not yet"',
      { useLanding: false, hiredAnswer: 'Not yet', partnerCode: 'P1' },
      `${SIGNUP}?hired=yes&partner=P1`,
    ],
    [
      'hired=yes for a partner without an answer',
      { useLanding: false, partnerCode: ' P1 ' },
      `${SIGNUP}?hired=yes&partner=P1`,
    ],
    ['no partner for a blank partner code', { useLanding: false, partnerCode: '  ' }, SIGNUP],
    [
      'every parameter',
      { useLanding: true, hiredAnswer: 'Not yet', referralCode: 'R1', partnerCode: 'P1' },
      `${LANDING}?hired=yes&rx=R1&partner=P1`,
    ],
    [
      'URL-encoded values',
      { useLanding: false, referralCode: 'a&b=c d', partnerCode: 'x/y?z#' },
      `${SIGNUP}?hired=yes&rx=a%26b%3Dc+d&partner=x%2Fy%3Fz%23`,
    ],
  ])('links to %s', (_case, options, expected) => {
    expect(enrollmentLink({ coreSiteUrl: CORE, ...options })).toBe(expected);
  });

  it('uses the answer texts Not yet and Yes', () => {
    expect(HIRED_ANSWERS).toEqual([
      { text: 'Not yet', value: 21 },
      { text: 'Yes', value: 11 },
    ]);
  });

  it('stays on the core site host with the funnel path, whatever the codes hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('https://www.care.com', 'https://core.example.com:8443'),
        fc.boolean(),
        fc.option(fc.constantFrom('Yes', 'Not yet'), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (coreSiteUrl, useLanding, hiredAnswer, referralCode, partnerCode) => {
          const url = new URL(
            enrollmentLink({ coreSiteUrl, useLanding, hiredAnswer, referralCode, partnerCode }),
          );
          expect(url.origin).toBe(coreSiteUrl);
          expect(url.pathname).toBe(useLanding ? ENROLLMENT_LANDING_PATH : ENROLLMENT_SIGNUP_PATH);
          expect(url.hash).toBe('');
          const partner = partnerCode?.trim() || null;
          const referral = referralCode?.trim() || null;
          expect(url.searchParams.get('partner')).toBe(partner);
          expect(url.searchParams.get('rx')).toBe(referral);
          const expectedHired =
            partner !== null || hiredAnswer === 'Yes'
              ? 'yes'
              : hiredAnswer === undefined
                ? null
                : 'no';
          expect(url.searchParams.get('hired')).toBe(expectedHired);
          for (const key of url.searchParams.keys())
            expect(['hired', 'rx', 'partner']).toContain(key);
        },
      ),
    );
  });
});
