import CalculatorPageBody from '@/components/calculator/CalculatorPageBody';
import NannyShareCalculator from '@/components/calculator/share/NannyShareCalculator';
import ShareExplainerIsland from '@/components/calculator/share/ShareExplainerIsland';
import PageShell from '@/components/layout/PageShell';
import type { NannyShareCalculatorPageProps } from '@/lib/calculator/share/sharePageProps';

const OFFER = {
  title: 'Get a free nanny share calculation',
  text: 'Call us and a household payroll specialist will work out your share’s taxes and your nanny’s take-home pay, for free.',
};

/**
 * The nanny-share calculator page. The single calculator's flags govern it too
 * (docs/calculator.md#what-the-page-shows); the calculator starts from the share in the page URL.
 */
export default function NannyShareCalculatorView(props: NannyShareCalculatorPageProps) {
  const { site, flags, nonce, calculation } = props;
  return (
    <PageShell {...props}>
      <CalculatorPageBody
        title="Nanny share calculator"
        lead="Two or three families sharing one nanny: see what each family pays, who pays the overtime, each family’s employer taxes, and what your nanny takes home."
        flags={flags}
        supportPhone={site.supportPhone}
        offer={OFFER}
        after={<ShareExplainerIsland />}
      >
        <NannyShareCalculator
          site={site}
          nonce={nonce}
          emailForm={!flags.hideEmailButton}
          initialCalculation={calculation}
        />
      </CalculatorPageBody>
    </PageShell>
  );
}
