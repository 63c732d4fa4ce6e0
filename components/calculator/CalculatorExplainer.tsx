import Box from '@mui/material/Box';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/Link';
import { CALCULATOR_METHODS_LINK, NANNY_TAX_BASICS } from '@/lib/site/content/calculatorContent';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

interface CalculatorExplainerProps {
  supportPhone: string;
}

/**
 * Under the calculator: nanny taxes in plain words with a link to how we calculate, and the offer
 * to do it all for the family.
 */
export default function CalculatorExplainer({ supportPhone }: CalculatorExplainerProps) {
  return (
    // The printout is the results alone: the explainer and the sales band stay on screen.
    <Box data-no-print>
      <ContentSection
        id="basics-heading"
        heading="Nanny taxes in plain words"
        intro="When you pay a nanny or other household employee more than the yearly threshold, you become a household employer with a few tax duties."
        tinted
      >
        <BlurbGrid blurbs={NANNY_TAX_BASICS} />
        <Typography sx={{ mt: 4 }}>
          <Link href={PAGE_LINKS[CALCULATOR_METHODS_LINK.page].path} data-methods-link>
            {CALCULATOR_METHODS_LINK.label}
          </Link>
        </Typography>
      </ContentSection>
      <ConsultationBand phone={supportPhone} heading="Want us to handle it for you?" />
    </Box>
  );
}
