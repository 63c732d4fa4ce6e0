import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import ReviewsIsland from '@/components/content/ReviewsIsland';
import { withIslands } from '@/components/hydration/withIslands';
import HomeView from '@/components/views/HomeView';
import { HomeOfferSections, HomePartnerSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('home'), [
  FamilyFaqIsland,
  ReviewsIsland,
  HomeOfferSections,
  HomePartnerSections,
]);
export default HomeView;
