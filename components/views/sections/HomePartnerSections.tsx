import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import Link from '@/components/ui/Link';
import placement from '@/components/ui/placement.module.css';
import { HOME_SECTIONS } from '@/lib/site/content/homeContent';
import { PARTNER_TYPES } from '@/lib/site/content/homeSectionsContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/** The landing page's partners section and consultation band (a static island: see sections.ts). */
export default function HomePartnerSections({ site }: BasePageProps) {
  return (
    <>
      <ContentSection
        id="partners-heading"
        heading={HOME_SECTIONS.partners.heading}
        intro={HOME_SECTIONS.partners.intro}
        tinted
      >
        <BlurbGrid blurbs={PARTNER_TYPES} />
        <Typography sx={{ mt: 4 }}>
          <Link href={PAGE_LINKS.proPortal.path} className={placement.semibold}>
            {HOME_SECTIONS.partners.link}
          </Link>
        </Typography>
      </ContentSection>

      <ConsultationBand phone={site.supportPhone} />
    </>
  );
}
