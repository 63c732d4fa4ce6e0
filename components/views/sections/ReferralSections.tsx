import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import { REFERRAL_STEPS } from '@/lib/site/content/audienceContent';
import { REFERRAL_COPY } from '@/lib/site/content/referralShare';
import type { BasePageProps } from '@/lib/site/pageProps';

/**
 * The referral page's static part: how it works and the consultation band (a static island: see
 * sections.ts). The link to share and the caregiver note depend on who is signed in and are
 * hydrated in the view (components/members/ReferralShareSection.tsx).
 */
export default function ReferralSections(props: BasePageProps) {
  const { site } = props;
  const { consultation } = REFERRAL_COPY;
  return (
    <>
      <ContentSection id="how-heading" heading={REFERRAL_COPY.how.heading}>
        <CheckList ordered items={REFERRAL_STEPS} />
      </ContentSection>

      <ConsultationBand
        phone={site.supportPhone}
        heading={consultation.heading}
        body={consultation.body}
      />
    </>
  );
}
