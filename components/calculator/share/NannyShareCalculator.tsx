import CalculatorLayout from '@/components/calculator/CalculatorLayout';
import ResultsStatusNotice from '@/components/calculator/ResultsStatusNotice';
import { useEngineCalculator } from '@/components/calculator/hooks/useEngineCalculator';
import { loadedShareEngine, loadShareEngine } from '@/lib/calculator/share/loadShareEngine';
import { type ShareCalculation } from '@/lib/calculator/share/shareCalculation';
import { type BasePageProps } from '@/lib/site/pageProps';
import ShareEmailIsland from './ShareEmailIsland';
import ShareFormFields from './ShareFormFields';
import ShareResultsIsland from './ShareResultsIsland';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './NannyShareCalculator.module.css';

/** The engine of each language. */
const OPTIONS = {
  en: { engine: { load: () => loadShareEngine('en'), loaded: () => loadedShareEngine('en') } },
  es: { engine: { load: () => loadShareEngine('es'), loaded: () => loadedShareEngine('es') } },
} as const;

interface NannyShareCalculatorProps extends Pick<BasePageProps, 'site' | 'nonce'> {
  /** The server's calculation for the share in the page URL. */
  initialCalculation: ShareCalculation;
  /** Offer "Email my results" (off when the hide-email flag is on, as on the single calculator). */
  emailForm: boolean;
}

/**
 * The nanny-share calculator: the share's form beside its results, which follow every edit. The
 * first result comes from the server; the engine loads on the first interaction. Printing shows
 * the results alone.
 */
export default function NannyShareCalculator({
  site,
  nonce,
  initialCalculation,
  emailForm,
}: NannyShareCalculatorProps) {
  const { locale } = usePageLanguage();
  const { form, errors, change, calculation, status } = useEngineCalculator(
    initialCalculation,
    OPTIONS[locale],
  );
  return (
    <CalculatorLayout
      marker="share-calculator"
      sideBySideFrom="lg"
      form={
        <ShareFormFields
          form={form}
          errors={errors}
          onChange={change}
          payFloor={calculation.payFloor}
        />
      }
    >
      <div className={styles.results}>
        <ResultsStatusNotice status={status} supportPhone={site.supportPhone} />
        <ShareResultsIsland calculation={calculation} status={status} />
        {emailForm ? (
          <ShareEmailIsland site={site} nonce={nonce} calculation={calculation} />
        ) : null}
      </div>
    </CalculatorLayout>
  );
}
