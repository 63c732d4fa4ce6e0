import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import { withIslands } from '@/components/hydration/withIslands';
import ProductAndPricingView from '@/components/views/ProductAndPricingView';
import { PricingSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('productAndPricing'), [
  FamilyFaqIsland,
  PricingSections,
]);
export default ProductAndPricingView;
