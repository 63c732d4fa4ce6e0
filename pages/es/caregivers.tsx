import ReviewsIsland from '@/components/content/ReviewsIsland';
import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import CaregiversView from '@/components/views/CaregiversView';
import { CaregiverSections } from '@/components/views/sections/sections';
import { CAREGIVERS_TEXT } from '@/lib/site/content/caregiverContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(
  withPageText(pagePropsLoader('caregivers', 'es'), CAREGIVERS_TEXT.es),
  [CaregiverSections, ReviewsIsland],
);
export default inSpanish(CaregiversView);
