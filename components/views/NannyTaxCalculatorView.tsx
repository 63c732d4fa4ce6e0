import CalculatorExplainerIsland from '@/components/calculator/CalculatorExplainerIsland';
import CalculatorPageBody from '@/components/calculator/CalculatorPageBody';
import NannyTaxCalculator from '@/components/calculator/NannyTaxCalculator';
import PageShell from '@/components/layout/PageShell';
// The stylesheet of the band the explainer (a static island) ends with: an island's own never loads.
import '@/components/content/ConsultationBand.module.css';
import type { NannyTaxCalculatorPageProps } from '@/lib/calculator/calculatorPageProps';

const OFFER = {
  title: 'Get a free nanny tax calculation',
  text: 'Call us and a household payroll specialist will calculate your taxes and your nanny’s take-home pay for your state, for free and with no obligation.',
};

/**
 * The free nanny tax calculator page (docs/calculator.md#what-the-page-shows): a notice under the
 * downtime or gate flag, otherwise the calculator, starting from the input in the page URL.
 */
export default function NannyTaxCalculatorView(props: NannyTaxCalculatorPageProps) {
  const { site, flags, nonce, calculation } = props;
  return (
    <PageShell {...props}>
      <CalculatorPageBody
        title="Nanny tax calculator"
        lead="See what you owe in household employment taxes, what your nanny takes home, and what it costs you per paycheck and per year, in all 50 states and Washington D.C."
        flags={flags}
        supportPhone={site.supportPhone}
        offer={OFFER}
      >
        <NannyTaxCalculator
          site={site}
          flags={flags}
          nonce={nonce}
          initialCalculation={calculation}
        />
      </CalculatorPageBody>
      <CalculatorExplainerIsland supportPhone={site.supportPhone} />
    </PageShell>
  );
}
