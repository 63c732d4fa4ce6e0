import { muiScoped } from '@/components/hydration/MuiScope';
import ReviewsIsland from '@/components/content/ReviewsIsland';
import { withIslands } from '@/components/hydration/withIslands';
import CaregiversView from '@/components/views/CaregiversView';
import { CaregiverSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('caregivers'), [
  CaregiverSections,
  ReviewsIsland,
]);
// Its first load still styles with MUI: the browser gives it MUI's scope at once
// (docs/performance.md#mui-on-demand).
export default muiScoped(CaregiversView);
