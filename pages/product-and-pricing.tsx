import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import { withIslands } from '@/components/hydration/withIslands';
import ProductAndPricingView from '@/components/views/ProductAndPricingView';
import { PricingSections } from '@/components/views/sections/sections';
import { PRODUCT_AND_PRICING_TEXT } from '@/lib/site/content/productAndPricingContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(
  withPageText(pagePropsLoader('productAndPricing'), PRODUCT_AND_PRICING_TEXT.en),
  [FamilyFaqIsland, PricingSections],
);
export default ProductAndPricingView;
