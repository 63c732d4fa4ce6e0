import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import { withIslands } from '@/components/hydration/withIslands';
import ProductAndPricingView from '@/components/pages/ProductAndPricingView';
import { PricingSections } from '@/components/pages/sections/sections';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('productAndPricing'), [
  FamilyFaqIsland,
  PricingSections,
]);
export default ProductAndPricingView;
