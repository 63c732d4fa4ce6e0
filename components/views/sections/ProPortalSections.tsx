import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import { PARTNER_BENEFITS } from '@/lib/site/content/audienceContent';
import { PARTNER_TYPES } from '@/lib/site/content/homeSectionsContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The professional portal below its enrollment form (a static island: see sections.ts). */
export default function ProPortalSections({ site }: BasePageProps) {
  return (
    <>
      <ContentSection id="partner-benefits-heading" heading="Why partners work with us" tinted>
        <BlurbGrid blurbs={PARTNER_BENEFITS} />
      </ContentSection>
      <ContentSection id="who-heading" heading="Who we work with">
        <BlurbGrid blurbs={PARTNER_TYPES} />
        <Typography sx={{ mt: 3 }}>
          Questions about the partner program? Call {site.supportPhone}.
        </Typography>
      </ContentSection>
      <ConsultationBand phone={site.supportPhone} heading="Talk to our partner team" />
    </>
  );
}
