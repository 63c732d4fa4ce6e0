import NannyTaxCalculatorView from '@/components/pages/NannyTaxCalculatorView';
import { getCalculatorPageProps } from '@/lib/calculator/calculatorPageProps.server';

export const getServerSideProps = getCalculatorPageProps;
export default NannyTaxCalculatorView;
