import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import ReviewsIsland from '@/components/content/ReviewsIsland';
import { withIslands } from '@/components/hydration/withIslands';
import HomeView from '@/components/views/HomeView';
import { HomeOfferSections, HomePartnerSections } from '@/components/views/sections/sections';
import { HOME_TEXT } from '@/lib/site/content/homeContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(withPageText(pagePropsLoader('home'), HOME_TEXT.en), [
  FamilyFaqIsland,
  ReviewsIsland,
  HomeOfferSections,
  HomePartnerSections,
]);
export default HomeView;
