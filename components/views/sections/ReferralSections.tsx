import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import { REFERRAL_SECTIONS_TEXT } from '@/lib/site/content/audienceContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/**
 * The referral page's static part: how it works and the consultation band (a static island: see
 * sections.ts). The link to share and the caregiver note depend on who is signed in and are
 * hydrated in the view (components/members/ReferralShareSection.tsx).
 */
export default function ReferralSections(props: BasePageProps) {
  const { site, locale } = props;
  const text = REFERRAL_SECTIONS_TEXT[locale];
  const { consultation } = text;
  return (
    <>
      <ContentSection id="how-heading" heading={text.howHeading}>
        <CheckList ordered items={text.steps} />
      </ContentSection>

      <ConsultationBand
        phone={site.supportPhone}
        heading={consultation.heading}
        body={consultation.body}
      />
    </>
  );
}
