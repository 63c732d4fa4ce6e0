import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ContentSection from '@/components/content/ContentSection';
import IllustratedContent from '@/components/content/IllustratedContent';
import Link from '@/components/ui/Link';
import { CAREGIVER_SECTIONS_TEXT } from '@/lib/site/content/caregiverContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';

/**
 * The caregivers page's benefits and "talk to your family" sections, in the page's language (a
 * static island: both languages' words stay on the server).
 */
export default function CaregiverSections({ flags, locale }: BasePageProps) {
  const text = CAREGIVER_SECTIONS_TEXT[locale];
  return (
    <>
      <ContentSection id="benefits-heading" heading={text.benefitsHeading}>
        <BlurbGrid blurbs={text.benefits} />
      </ContentSection>

      <ContentSection id="talk-heading" heading={text.talkHeading} intro={text.talkIntro} tinted>
        <IllustratedContent illustration="caregiverCare" flags={flags} locale={locale}>
          <CheckList ordered items={text.talkSteps} />
          <Typography sx={{ mt: 3 }}>
            {text.calculator.before}{' '}
            <Link
              href={pagePathFor('nannyTaxCalculator', locale)}
              hrefLang={hrefLangFor('nannyTaxCalculator', locale)}
            >
              {text.calculator.link}
            </Link>
            {text.calculator.after}
          </Typography>
        </IllustratedContent>
      </ContentSection>
    </>
  );
}
