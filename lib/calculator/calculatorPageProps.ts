import { type BasePageProps } from '@/lib/site/pageProps';
import { type Calculation } from './calculation';
import { type CalculatorText } from './text/calculatorText.en';

/** The calculator page's props: the shared ones plus the first result, for its URL's input. */
export interface NannyTaxCalculatorPageProps extends BasePageProps {
  /**
   * The input the URL describes (the default example without one) with the engine's result,
   * computed on the server so the browser's first render needs no engine.
   */
  calculation: Calculation;
  /** The calculator's words in the page's language (docs/calculator.md#languages). */
  text: CalculatorText;
}
