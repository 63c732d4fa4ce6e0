import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import { withIslands } from '@/components/hydration/withIslands';
import HomeView from '@/components/pages/HomeView';
import { HomeOfferSections, HomePartnerSections } from '@/components/pages/sections/sections';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('home'), [
  FamilyFaqIsland,
  HomeOfferSections,
  HomePartnerSections,
]);
export default HomeView;
