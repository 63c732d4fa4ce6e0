import Box from '@mui/material/Box';
import ContentSection from '@/components/content/ContentSection';
import { ActionLink } from '@/components/ui/ActionButton';
import { REFERRAL_COPY, referralMailto } from '@/lib/site/content/referralShare';
import type { BasePageProps } from '@/lib/site/pageProps';
import { canonicalUrl } from '@/lib/site/seo/pageLinks';
import { useMemberReferralUrl } from './useMemberReferralUrl';

type CaregiverReferralSectionProps = Pick<BasePageProps, 'site' | 'flags'>;

/**
 * Caregivers refer the family they work for (the caregiver-to-family flag): a ready note whose
 * link carries a signed-in caregiver's referral code (docs/site.md#member-referral-links).
 */
export default function CaregiverReferralSection({ site, flags }: CaregiverReferralSectionProps) {
  const { caregiver } = REFERRAL_COPY;
  const memberUrl = useMemberReferralUrl(site.siteOrigin);
  if (!flags.caregiverToFamilyReferrals) return null;
  const siteUrl = memberUrl ?? canonicalUrl(site.siteOrigin, '/');
  return (
    <ContentSection
      id="caregiver-referral-heading"
      heading={caregiver.heading}
      intro={caregiver.intro}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ActionLink
          href={referralMailto({ brandName: site.brandName, siteUrl, audience: 'employer' })}
          variant="contained"
        >
          {caregiver.emailEmployer}
        </ActionLink>
        <Box component="p" sx={{ m: 0 }}>
          {caregiver.orCall.replace('{phone}', () => site.supportPhone)}
        </Box>
      </Box>
    </ContentSection>
  );
}
