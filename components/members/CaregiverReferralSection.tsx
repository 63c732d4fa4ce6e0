import ContentSection from '@/components/content/ContentSection';
import { ActionLink } from '@/components/ui/ActionButton';
import { referralMailto } from '@/lib/site/content/referralShare';
import type { ReferralText } from '@/lib/site/content/referralContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { canonicalUrl } from '@/lib/site/seo/pageLinks';
import { useMemberReferralUrl } from './useMemberReferralUrl';
import styles from './CaregiverReferralSection.module.css';

type CaregiverReferralSectionProps = Pick<BasePageProps, 'site' | 'flags'> & {
  /** The caregiver note's words in the page's language. */
  text: ReferralText['caregiver'];
};

/**
 * Caregivers refer the family they work for (the caregiver-to-family flag): a ready note whose
 * link carries a signed-in caregiver's referral code (docs/site.md#member-referral-links).
 */
export default function CaregiverReferralSection({
  site,
  flags,
  text,
}: CaregiverReferralSectionProps) {
  const caregiver = text;
  const memberUrl = useMemberReferralUrl(site.siteOrigin);
  if (!flags.caregiverToFamilyReferrals) return null;
  const siteUrl = memberUrl ?? canonicalUrl(site.siteOrigin, '/');
  return (
    <ContentSection
      id="caregiver-referral-heading"
      heading={caregiver.heading}
      intro={caregiver.intro}
    >
      <div className={styles.actions}>
        <ActionLink
          href={referralMailto({ brandName: site.brandName, siteUrl, audience: 'employer' })}
          variant="contained"
        >
          {caregiver.emailEmployer}
        </ActionLink>
        <p className={styles.orCall}>
          {caregiver.orCall.replace('{phone}', () => site.supportPhone)}
        </p>
      </div>
    </ContentSection>
  );
}
