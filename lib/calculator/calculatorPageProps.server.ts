import type { GetServerSideProps } from 'next';
import { fromQuery } from '@/lib/calculator/url/query';
import { type Locale } from '@/lib/site/i18n/locale';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { todayIn } from '@/lib/tax/isoDate';
import * as englishEngine from './calculatorEngine';
import * as spanishEngine from './spanishCalculatorEngine';
import { type NannyTaxCalculatorPageProps } from './calculatorPageProps';
import { calculatorPagePropsLoader } from './calculatorPagePropsLoader.server';
import { calculatorTextFor } from './text/calculatorTextFor.server';

const ENGINES = { en: englishEngine, es: spanishEngine } as const;

/**
 * The nanny tax calculator page's props in a language: a bad query value falls back to its
 * default; without a `date` the paycheck is today's, in New York
 * (docs/calculator.md#paycheck-date); the words travel as props (docs/calculator.md#languages).
 */
export function calculatorPageProps(
  locale: Locale,
): GetServerSideProps<NannyTaxCalculatorPageProps> {
  return withPageText(
    calculatorPagePropsLoader(
      'nannyTaxCalculator',
      (query) =>
        ENGINES[locale].calculateOrDefault(
          fromQuery(query, DEFAULT_NANNY_TAX_INPUT, todayIn(new Date())),
        ),
      locale,
    ),
    calculatorTextFor(locale),
  );
}

/** The English page's props. */
export const getCalculatorPageProps = calculatorPageProps('en');
