import { memberReferralCode } from '@/lib/site/referral/memberReferralCode';

describe('memberReferralCode', () => {
  it.each([
    ['a1b2c3d4_client', 'a1b2c3d4'],
    ['plainid', 'plainid'],
    ['ab<script>cd_x', 'abscriptcd'],
    ['_leading', null],
    ['%%%_x', null],
  ])('gives member %p the code %p', (id, expected) => {
    expect(memberReferralCode({ id })).toBe(expected);
  });
});
