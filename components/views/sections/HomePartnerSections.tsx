import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import Link from '@/components/ui/Link';
import placement from '@/components/ui/placement.module.css';
import { HOME_SECTIONS_TEXT } from '@/lib/site/content/homeSectionsContent';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';
import type { BasePageProps } from '@/lib/site/pageProps';

/**
 * The landing page's partners section and consultation band in the page's language (a static
 * island: see sections.ts).
 */
export default function HomePartnerSections({ site, locale }: BasePageProps) {
  const text = HOME_SECTIONS_TEXT[locale];
  const hrefLang = hrefLangFor('proPortal', locale);
  return (
    <>
      <ContentSection
        id="partners-heading"
        heading={text.partners.heading}
        intro={text.partners.intro}
        tinted
      >
        <BlurbGrid blurbs={text.partners.types} />
        <Typography sx={{ mt: 4 }}>
          <Link
            href={pagePathFor('proPortal', locale)}
            hrefLang={hrefLang}
            className={placement.semibold}
          >
            {text.partners.link}
            {hrefLang ? text.inEnglish : null}
          </Link>
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
