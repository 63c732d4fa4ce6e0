import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { type BasePageProps } from '@/lib/pageProps/pageProps';

/** The calculator page's props: the shared ones plus the input its URL describes. */
export interface NannyTaxCalculatorPageProps extends BasePageProps {
  /** Read from the URL query, so a shared result renders on the server; absent: the default example. */
  calculatorInput?: CompleteNannyTaxInput;
}
