import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import CaregiverReferralSection from '@/components/members/CaregiverReferralSection';
import ReferralEmailAction from '@/components/members/ReferralEmailAction';
import ReferralShareSection from '@/components/members/ReferralShareSection';
import { ReferralSections } from './sections/sections';
import { REFERRAL_COPY } from '@/lib/site/content/referralShare';
import type { BasePageProps } from '@/lib/site/pageProps';
import { withBrand } from '@/lib/site/seo/pageLinks';

/**
 * Refer a family; with the caregiver-to-family flag, caregivers can refer the family they work for.
 * A signed-in member's referral code (rx, docs/site.md#member-referral-links) travels in the link
 * to copy, the e-mails and the text message; a visitor is invited to sign in for one.
 */
export default function ReferralView(props: BasePageProps) {
  const { site, flags } = props;
  const { hero } = REFERRAL_COPY;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={withBrand(hero.title, site.brandName)}
        lead={hero.lead}
        actions={<ReferralEmailAction site={site} />}
      />
      <ReferralShareSection {...props} />
      <CaregiverReferralSection site={site} flags={flags} />
      <ReferralSections {...props} />
    </PageShell>
  );
}
