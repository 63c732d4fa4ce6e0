import type { SiteConfig } from '@/lib/platform/config/siteConfig';
import type { Locale } from '@/lib/site/i18n/locale';

/**
 * The reward sentence as configured (REFERRAL_REWARD_TEXT), with `{brand}` replaced by the brand
 * name: the terms are the business's, never written by the site (docs/site.md#member-referral-links).
 */
export function referralRewardText(template: string, brandName: string): string {
  return template.replaceAll('{brand}', () => brandName);
}

/**
 * The reward sentence a page in `locale` states: REFERRAL_REWARD_TEXT in English,
 * REFERRAL_REWARD_TEXT_ES in Spanish. No Spanish setting: null, so the Spanish page states no
 * reward rather than the business's English terms in the middle of its Spanish.
 */
export function referralRewardFor(
  config: Pick<SiteConfig, 'referralReward' | 'referralRewardEs'>,
  locale: Locale,
): string | null {
  return locale === 'es' ? config.referralRewardEs : config.referralReward;
}
