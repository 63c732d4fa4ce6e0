import ReviewsIsland from '@/components/content/ReviewsIsland';
import { withIslands } from '@/components/hydration/withIslands';
import CaregiversView from '@/components/views/CaregiversView';
import { CaregiverSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('caregivers'), [
  CaregiverSections,
  ReviewsIsland,
]);
export default CaregiversView;
