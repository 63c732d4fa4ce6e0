import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import CaregiverReferralSection from '@/components/members/CaregiverReferralSection';
import ReferralEmailAction from '@/components/members/ReferralEmailAction';
import ReferralShareSection from '@/components/members/ReferralShareSection';
import { ReferralSections } from './sections/sections';
import type { ReferralText } from '@/lib/site/content/referralContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { withBrand } from '@/lib/site/seo/pageLinks';

/**
 * Refer a family; with the caregiver-to-family flag, caregivers can refer the family they work for.
 * A signed-in member's referral code (rx, docs/site.md#member-referral-links) travels in the link
 * to copy, the e-mails and the text message; a visitor is invited to sign in for one.
 */
export interface ReferralViewProps extends BasePageProps {
  /** The page's words in its language, from the server (lib/site/content/referralContent.ts). */
  text: ReferralText;
}

export default function ReferralView({ text, ...props }: ReferralViewProps) {
  const { site, flags } = props;
  const { hero } = text;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={withBrand(hero.title, site.brandName)}
        lead={hero.lead}
        actions={<ReferralEmailAction site={site} label={hero.emailFriend} notes={text.notes} />}
      />
      <ReferralShareSection {...props} text={text} />
      <CaregiverReferralSection
        site={site}
        flags={flags}
        text={text.caregiver}
        notes={text.notes}
      />
      <ReferralSections {...props} />
    </PageShell>
  );
}
