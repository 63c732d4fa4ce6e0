import CalculatorExplainerIsland from '@/components/calculator/CalculatorExplainerIsland';
import CalculatorPageBody from '@/components/calculator/CalculatorPageBody';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import { CalculatorTextProvider } from '@/components/calculator/CalculatorTextContext';
import PageShell from '@/components/layout/PageShell';
// The stylesheet of the band the explainer (a static island) ends with: an island's own never loads.
import '@/components/content/ConsultationBand.module.css';
import type { NannyTaxCalculatorPageProps } from '@/lib/calculator/calculatorPageProps';

/**
 * The free nanny tax calculator page (docs/calculator.md#what-the-page-shows): a notice under the
 * downtime or gate flag, otherwise the calculator, starting from the input in the page URL.
 */
export default function NannyTaxCalculatorView(props: NannyTaxCalculatorPageProps) {
  const { site, flags, nonce, calculation, text } = props;
  return (
    <PageShell {...props}>
      <CalculatorTextProvider text={text}>
        <CalculatorPageBody
          eyebrow={text.page.eyebrow}
          title={text.page.title}
          lead={text.page.lead}
          flags={flags}
          supportPhone={site.supportPhone}
          offer={{ title: text.page.offerTitle, text: text.page.offerText }}
        >
          <NannyTaxCalculator
            site={site}
            flags={flags}
            nonce={nonce}
            initialCalculation={calculation}
          />
        </CalculatorPageBody>
        <CalculatorExplainerIsland supportPhone={site.supportPhone} />
      </CalculatorTextProvider>
    </PageShell>
  );
}
