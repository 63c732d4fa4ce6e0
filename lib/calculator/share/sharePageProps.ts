import { type BasePageProps } from '@/lib/site/pageProps';
import { type ShareCalculation } from './shareCalculation';
import { type SharePageText } from './text/shareText.en';

/** The share calculator page's props: the shared ones plus the first result for its URL. */
export interface NannyShareCalculatorPageProps extends BasePageProps {
  /** Computed on the server, so the browser's first render needs no engine. */
  calculation: ShareCalculation;
  /** The share's and the calculator's words in the page's language (docs/calculator.md#languages). */
  text: SharePageText;
}
