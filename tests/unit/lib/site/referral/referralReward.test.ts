/** @jest-environment node */
import { parseEnv } from '@/lib/platform/config/schema';
import { toSiteConfig } from '@/lib/platform/config/siteConfig';
import { referralRewardFor, referralRewardText } from '@/lib/site/referral/referralReward';

const ENGLISH = 'When a family you refer runs their first payroll with {brand}, you get $100.';
const SPANISH =
  'Cuando una familia que usted recomienda paga su primera nómina con {brand}, usted recibe $100.';

describe('referralRewardFor', () => {
  it('gives each language its own setting', () => {
    const config = toSiteConfig(
      parseEnv({ REFERRAL_REWARD_TEXT: ENGLISH, REFERRAL_REWARD_TEXT_ES: ` ${SPANISH} ` }),
    );
    expect(referralRewardFor(config, 'en')).toBe(ENGLISH);
    expect(referralRewardFor(config, 'es')).toBe(SPANISH);
  });

  it.each([[{}], [{ REFERRAL_REWARD_TEXT_ES: '   ' }]])(
    'states no reward in Spanish, never the English one, when %p sets no Spanish sentence',
    (spanish) => {
      const config = toSiteConfig(parseEnv({ REFERRAL_REWARD_TEXT: ENGLISH, ...spanish }));
      expect(referralRewardFor(config, 'en')).toBe(ENGLISH);
      expect(referralRewardFor(config, 'es')).toBeNull();
    },
  );

  it('states a Spanish reward even when no English one is set', () => {
    const config = toSiteConfig(parseEnv({ REFERRAL_REWARD_TEXT_ES: SPANISH }));
    expect(referralRewardFor(config, 'en')).toBeNull();
    expect(referralRewardFor(config, 'es')).toBe(SPANISH);
  });
});

describe('referralRewardText', () => {
  it('fills in the brand name, literally', () => {
    expect(referralRewardText(SPANISH, 'Pay$&Co')).toBe(
      'Cuando una familia que usted recomienda paga su primera nómina con Pay$&Co, usted recibe $100.',
    );
  });
});
