import ContentSection from '@/components/content/ContentSection';
import { ActionLink } from '@/components/ui/ActionButton';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import {
  referralLandingUrl,
  referralMailto,
  type ReferralNotes,
} from '@/lib/site/content/referralShare';
import type { ReferralText } from '@/lib/site/content/referralContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { useMemberReferralUrl } from './useMemberReferralUrl';
import styles from './CaregiverReferralSection.module.css';

type CaregiverReferralSectionProps = Pick<BasePageProps, 'site' | 'flags'> & {
  /** The caregiver note's words in the page's language. */
  text: ReferralText['caregiver'];
  /** The page's notes, in its language. */
  notes: ReferralNotes;
};

/**
 * Caregivers refer the family they work for (the caregiver-to-family flag): a ready note whose
 * link carries a signed-in caregiver's referral code (docs/site.md#member-referral-links). From the
 * Spanish page the note is Spanish with the English below it, each half linking its own language's
 * landing page: the caregiver reads what she sends, and the family may read only English.
 */
export default function CaregiverReferralSection({
  site,
  flags,
  text,
  notes,
}: CaregiverReferralSectionProps) {
  const caregiver = text;
  const { locale } = usePageLanguage();
  const memberUrl = useMemberReferralUrl(site.siteOrigin, locale);
  const memberEnglishUrl = useMemberReferralUrl(site.siteOrigin, 'en');
  if (!flags.caregiverToFamilyReferrals) return null;
  const siteUrl = memberUrl ?? referralLandingUrl(site.siteOrigin, locale);
  const englishSiteUrl = memberEnglishUrl ?? referralLandingUrl(site.siteOrigin, 'en');
  return (
    <ContentSection
      id="caregiver-referral-heading"
      heading={caregiver.heading}
      intro={caregiver.intro}
    >
      <div className={styles.actions}>
        <ActionLink
          href={referralMailto(notes, {
            brandName: site.brandName,
            siteUrl,
            englishSiteUrl,
            audience: 'employer',
          })}
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
