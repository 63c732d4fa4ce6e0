import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import { SENIOR_CARE_POINTS } from '@/lib/site/content/audienceContent';
import { SERVICE_GROUPS } from '@/lib/site/content/homeSectionsContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The senior care page below its hero (a static island: see sections.ts). */
export default function SeniorCareSections({ site }: BasePageProps) {
  return (
    <>
      <ContentSection id="know-heading" heading="What families hiring a caregiver should know">
        <BlurbGrid blurbs={SENIOR_CARE_POINTS} />
      </ContentSection>
      <ContentSection id="senior-services-heading" heading="What we do for you" tinted>
        <CheckList items={SERVICE_GROUPS.flatMap((group) => group.items.slice(0, 2))} />
        <Typography sx={{ mt: 3 }}>
          We also work with power-of-attorney holders and trustees who manage care on someone’s
          behalf.
        </Typography>
      </ContentSection>
      <ConsultationBand phone={site.supportPhone} heading="Talk to a senior care payroll expert" />
    </>
  );
}
