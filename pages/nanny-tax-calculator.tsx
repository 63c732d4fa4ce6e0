import type { GetServerSideProps } from 'next';
import CalculatorExplainerIsland from '@/components/calculator/CalculatorExplainerIsland';
import EmailResultsIsland from '@/components/calculator/EmailResultsIsland';
import ResultsPanelIsland from '@/components/calculator/ResultsPanelIsland';
import NannyTaxCalculatorView from '@/components/pages/NannyTaxCalculatorView';
import { getCalculatorPageProps } from '@/lib/calculator/calculatorPageProps.server';
import type { NannyTaxCalculatorPageProps } from '@/lib/calculator/calculatorPageProps';

// The islands' code must be on the server before the page renders (see deferredIsland).
export const getServerSideProps: GetServerSideProps<NannyTaxCalculatorPageProps> = async (
  context,
) => {
  await Promise.all([
    ResultsPanelIsland.preload(),
    EmailResultsIsland.preload(),
    CalculatorExplainerIsland.preload(),
  ]);
  return getCalculatorPageProps(context);
};
export default NannyTaxCalculatorView;
