import { muiScoped } from '@/components/hydration/MuiScope';
import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import { withIslands } from '@/components/hydration/withIslands';
import ProductAndPricingView from '@/components/views/ProductAndPricingView';
import { PricingSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('productAndPricing'), [
  FamilyFaqIsland,
  PricingSections,
]);
// Its first load still styles with MUI: the browser gives it MUI's scope at once
// (docs/performance.md#mui-on-demand).
export default muiScoped(ProductAndPricingView);
