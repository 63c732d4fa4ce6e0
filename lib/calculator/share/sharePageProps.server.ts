import type { GetServerSideProps } from 'next';
import { type Locale } from '@/lib/site/i18n/locale';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';
import { todayIn } from '@/lib/tax/isoDate';
import { calculatorPagePropsLoader } from '../calculatorPagePropsLoader.server';
import { calculatorTextFor } from '../text/calculatorTextFor.server';
import * as englishEngine from './shareEngine';
import { type NannyShareCalculatorPageProps } from './sharePageProps';
import * as spanishEngine from './spanishShareEngine';
import { SHARE_EN, type SharePageText } from './text/shareText.en';
import { SHARE_ES } from './text/shareText.es';
import { fromShareQuery } from './url/shareQuery';

const ENGINES = { en: englishEngine, es: spanishEngine } as const;
const SHARE_TEXT: Readonly<Record<Locale, SharePageText>> = {
  en: { share: SHARE_EN, calculator: calculatorTextFor('en') },
  es: { share: SHARE_ES, calculator: calculatorTextFor('es') },
};

/**
 * The share page's props in a language, as the single calculator's: a query the API would refuse
 * gives the example; without a `date` the paycheck is today's, in New York; the words travel as
 * props (docs/calculator.md#languages).
 */
export function sharePageProps(locale: Locale): GetServerSideProps<NannyShareCalculatorPageProps> {
  return withPageText(
    calculatorPagePropsLoader(
      'nannyShareCalculator',
      (query) =>
        ENGINES[locale].calculateShareOrDefault(fromShareQuery(query, todayIn(new Date()))),
      locale,
    ),
    SHARE_TEXT[locale],
  );
}

/** The English page's props. */
export const getSharePageProps = sharePageProps('en');
