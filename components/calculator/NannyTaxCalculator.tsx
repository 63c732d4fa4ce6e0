import { useEngineCalculator } from '@/components/calculator/hooks/useEngineCalculator';
import { type Calculation } from '@/lib/calculator/calculation';
import { fieldErrorsIn } from '@/lib/calculator/fieldErrorText';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { type BasePageProps } from '@/lib/site/pageProps';
import CalculatorForm from './CalculatorForm';
import CalculatorLayout from './CalculatorLayout';
import EmailResultsIsland from './EmailResultsIsland';
import { engineOptionsFor } from './engineOptions';
import OfferLinks from './OfferLinks';
import ResultsPanelIsland from './ResultsPanelIsland';
import ResultsStatusNotice from './ResultsStatusNotice';
import { useCalculatorText } from './CalculatorTextContext';
import styles from './NannyTaxCalculator.module.css';

interface NannyTaxCalculatorProps extends Pick<BasePageProps, 'site' | 'flags' | 'nonce'> {
  /** Where the calculator starts: the server's calculation for the input of the page URL. */
  initialCalculation: Calculation;
}

/**
 * The nanny tax calculator: the form beside its results, which follow every edit without a
 * submit. The first result comes from the server; the engine loads on the first interaction.
 * Printing shows the results alone (the form and e-mail form are marked no-print).
 */
export default function NannyTaxCalculator({
  site,
  flags,
  nonce,
  initialCalculation,
}: NannyTaxCalculatorProps) {
  const { locale } = usePageLanguage();
  const { form, errors, change, calculation, status } = useEngineCalculator(
    initialCalculation,
    engineOptionsFor(locale),
  );
  const words = useCalculatorText();
  return (
    <CalculatorLayout
      marker="calculator"
      sideBySideFrom="md"
      form={
        <CalculatorForm
          form={form}
          errors={fieldErrorsIn(errors, form, words.errors)}
          onChange={change}
          payFloor={calculation.summary.payFloor}
        />
      }
    >
      <div className={styles.column}>
        <div className={styles.results}>
          {/* Outside the results island: it must speak even if the panel's code cannot load. */}
          <ResultsStatusNotice status={status} supportPhone={site.supportPhone} />
          <ResultsPanelIsland
            input={calculation.input}
            result={calculation.result}
            rates={calculation.rates}
            status={status}
          />
          <OfferLinks search={calculation.search} />
        </div>
        {flags.hideEmailButton ? null : (
          <EmailResultsIsland site={site} nonce={nonce} calculation={calculation} />
        )}
      </div>
    </CalculatorLayout>
  );
}
