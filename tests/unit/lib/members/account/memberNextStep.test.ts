import { memberNextStep } from '@/lib/members/account/memberNextStep';

const LINKS = {
  memberAppUrl: 'https://www.care.com/app/hp-member/',
  enrollmentHref: 'https://www.care.com/app/hp-enrollment/signup?hired=no',
  supportPhone: '1-888-555-0142',
};

describe('memberNextStep', () => {
  it.each([
    ['CLIENT', { kind: 'link', label: 'Go to your payroll', href: LINKS.memberAppUrl }],
    ['PENDING', { kind: 'link', label: 'Continue your enrollment', href: LINKS.enrollmentHref }],
    ['NONE', { kind: 'link', label: 'Start enrollment', href: LINKS.enrollmentHref }],
    [
      'SUBMITTED',
      { kind: 'notice', label: 'We’re reviewing your enrollment', phone: LINKS.supportPhone },
    ],
  ] as const)('sends a %s member on to %p', (status, expected) => {
    expect(memberNextStep(status, LINKS)).toEqual({ ...expected, status });
  });
});
