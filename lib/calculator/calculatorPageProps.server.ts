import type { GetServerSideProps } from 'next';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { fromQuery } from '@/lib/calculator/url/query';
import { calculateOrDefault } from './calculatorEngine';
import { type NannyTaxCalculatorPageProps } from './calculatorPageProps';

/**
 * The calculator page's props: the shared page props and the calculation for the input read from
 * the URL, so a bookmarked or shared result is rendered on the server and the browser shows it
 * without loading the engine. A bad query value falls back to its default.
 */
export const getCalculatorPageProps: GetServerSideProps<NannyTaxCalculatorPageProps> = async (
  context,
) => ({
  props: {
    ...(await loadPageProps(context, 'nannyTaxCalculator')),
    calculation: calculateOrDefault(fromQuery(context.query)),
  },
});
