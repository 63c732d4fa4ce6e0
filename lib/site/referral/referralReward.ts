/**
 * What a referrer is given, stated on the referral page while caregiver-to-family referrals are
 * on (docs/site.md#member-referral-links). `{brand}` is the brand name.
 */
export const REFERRAL_REWARD = {
  amount: '$100',
  text: 'When a family you refer runs their first payroll with {brand}, we send you a $100 gift card, and they get their first month free.',
} as const;

/** The reward sentence for this brand. */
export function referralRewardText(brandName: string): string {
  return REFERRAL_REWARD.text.replaceAll('{brand}', () => brandName);
}
