import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import { SENIOR_CARE_SECTIONS_TEXT } from '@/lib/site/content/audienceContent';
import { HOME_SECTIONS_TEXT } from '@/lib/site/content/homeSectionsContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/**
 * The senior care page below its hero, in the page's language (a static island: see sections.ts).
 */
export default function SeniorCareSections({ site, locale }: BasePageProps) {
  const text = SENIOR_CARE_SECTIONS_TEXT[locale];
  const services = HOME_SECTIONS_TEXT[locale].services.groups;
  return (
    <>
      <ContentSection id="know-heading" heading={text.knowHeading}>
        <BlurbGrid blurbs={text.points} />
      </ContentSection>
      <ContentSection id="senior-services-heading" heading={text.servicesHeading} tinted>
        <CheckList items={services.flatMap((group) => group.items.slice(0, 2))} />
        <Typography sx={{ mt: 3 }}>{text.trustees}</Typography>
      </ContentSection>
      <ConsultationBand
        phone={site.supportPhone}
        heading={text.band.heading}
        body={text.band.body}
      />
    </>
  );
}
