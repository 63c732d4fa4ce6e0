import Box from '@mui/material/Box';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import { NANNY_TAX_BASICS } from '@/lib/site/content/calculatorContent';

interface CalculatorExplainerProps {
  supportPhone: string;
}

/** Under the calculator: nanny taxes in plain words, and the offer to do it all for the family. */
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
      </ContentSection>
      <ConsultationBand phone={supportPhone} heading="Want us to handle it for you?" />
    </Box>
  );
}
