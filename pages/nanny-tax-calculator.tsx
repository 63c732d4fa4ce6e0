import NannyTaxCalculatorView from '@/components/pages/NannyTaxCalculatorView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('nannyTaxCalculator');
export default NannyTaxCalculatorView;
