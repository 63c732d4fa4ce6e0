import type { GetServerSideProps } from 'next';
import { loadPageProps } from '@/lib/pageProps/loadPageProps.server';
import { fromQuery } from '@/lib/tax/query';
import { type NannyTaxCalculatorPageProps } from './calculatorPageProps';

/**
 * The calculator page's props: the shared page props and the calculator input read from the URL,
 * so a bookmarked or shared result is rendered on the server (the browser computes the same
 * result from the same input, so hydration matches). A bad query value falls back to its default.
 */
export const getCalculatorPageProps: GetServerSideProps<NannyTaxCalculatorPageProps> = async (
  context,
) => ({
  props: {
    ...(await loadPageProps(context, 'nannyTaxCalculator')),
    calculatorInput: fromQuery(context.query),
  },
});
