import { withIslands } from '@/components/hydration/withIslands';
import CaregiversView from '@/components/pages/CaregiversView';
import { CaregiverSections } from '@/components/pages/sections/sections';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('caregivers'), [CaregiverSections]);
export default CaregiversView;
