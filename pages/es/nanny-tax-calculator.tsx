import AdvancedFieldsIsland from '@/components/calculator/AdvancedFieldsIsland';
import CalculatorExplainerIsland from '@/components/calculator/CalculatorExplainerIsland';
import CalculatorUnavailableIsland from '@/components/calculator/CalculatorUnavailableIsland';
import LocalityFieldsIsland from '@/components/calculator/LocalityFieldsIsland';
import EmailResultsIsland from '@/components/calculator/EmailResultsIsland';
import ResultsPanelIsland from '@/components/calculator/ResultsPanelIsland';
import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import NannyTaxCalculatorView from '@/components/views/NannyTaxCalculatorView';
import { calculatorPageProps } from '@/lib/calculator/calculatorPageProps.server';

export const getServerSideProps = withIslands(calculatorPageProps('es'), [
  ResultsPanelIsland,
  EmailResultsIsland,
  CalculatorExplainerIsland,
  AdvancedFieldsIsland,
  LocalityFieldsIsland,
  CalculatorUnavailableIsland,
]);
export default inSpanish(NannyTaxCalculatorView);
