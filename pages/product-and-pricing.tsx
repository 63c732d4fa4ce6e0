import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import { withIslands } from '@/components/hydration/withIslands';
import ProductAndPricingView from '@/components/pages/ProductAndPricingView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('productAndPricing'), [
  FamilyFaqIsland,
]);
export default ProductAndPricingView;
