/**
 * The reward sentence as configured (REFERRAL_REWARD_TEXT), with `{brand}` replaced by the brand
 * name: the terms are the business's, never written by the site (docs/site.md#member-referral-links).
 */
export function referralRewardText(template: string, brandName: string): string {
  return template.replaceAll('{brand}', () => brandName);
}
