import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import { PRO_PORTAL_SECTIONS_TEXT } from '@/lib/site/content/audienceContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/**
 * The professional portal below its enrollment form, in the page's language (a static island: see
 * sections.ts, so both languages' words stay on the server).
 */
export default function ProPortalSections({ site, locale }: BasePageProps) {
  const text = PRO_PORTAL_SECTIONS_TEXT[locale];
  return (
    <>
      <ContentSection id="partner-benefits-heading" heading={text.benefitsHeading} tinted>
        <BlurbGrid blurbs={text.benefits} />
      </ContentSection>
      <ContentSection id="who-heading" heading={text.whoHeading}>
        <BlurbGrid blurbs={text.types} />
        <Typography sx={{ mt: 3 }}>
          {text.questions.replace('{phone}', () => site.supportPhone)}
        </Typography>
      </ContentSection>
      <ConsultationBand
        phone={site.supportPhone}
        heading={text.band.heading}
        body={text.band.body}
      />
    </>
  );
}
