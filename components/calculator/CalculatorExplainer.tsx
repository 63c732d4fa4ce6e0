import Box from '@mui/material/Box';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/Link';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import {
  CALCULATOR_EXPLAINER_TEXT,
  CALCULATOR_METHODS_PAGE,
} from '@/lib/site/content/calculatorContent';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';

interface CalculatorExplainerProps {
  supportPhone: string;
}

/**
 * Under the calculator: nanny taxes in plain words with a link to how we calculate, and the offer
 * to do it all for the family, in the page's language (a static island: both languages stay on
 * the server).
 */
export default function CalculatorExplainer({ supportPhone }: CalculatorExplainerProps) {
  const { locale } = usePageLanguage();
  const text = CALCULATOR_EXPLAINER_TEXT[locale];
  return (
    // The printout is the results alone: the explainer and the sales band stay on screen.
    <Box data-no-print>
      <ContentSection id="basics-heading" heading={text.heading} intro={text.intro} tinted>
        <BlurbGrid blurbs={text.basics} />
        <Typography sx={{ mt: 4 }}>
          <Link
            href={pagePathFor(CALCULATOR_METHODS_PAGE, locale)}
            hrefLang={hrefLangFor(CALCULATOR_METHODS_PAGE, locale)}
            data-methods-link
          >
            {text.methodsLink}
          </Link>
        </Typography>
      </ContentSection>
      <ConsultationBand phone={supportPhone} heading={text.bandHeading} body={text.bandBody} />
    </Box>
  );
}
