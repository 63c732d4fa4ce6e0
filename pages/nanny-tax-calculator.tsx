import type { GetServerSideProps } from 'next';
import ResultsPanelIsland from '@/components/calculator/ResultsPanelIsland';
import NannyTaxCalculatorView from '@/components/pages/NannyTaxCalculatorView';
import { getCalculatorPageProps } from '@/lib/calculator/calculatorPageProps.server';
import type { NannyTaxCalculatorPageProps } from '@/lib/calculator/calculatorPageProps';

// The results panel's code must be on the server before it renders (see deferredIsland).
export const getServerSideProps: GetServerSideProps<NannyTaxCalculatorPageProps> = async (
  context,
) => {
  await ResultsPanelIsland.preload();
  return getCalculatorPageProps(context);
};
export default NannyTaxCalculatorView;
