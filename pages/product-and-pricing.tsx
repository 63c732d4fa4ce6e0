import ProductAndPricingView from '@/components/pages/ProductAndPricingView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('productAndPricing');
export default ProductAndPricingView;
