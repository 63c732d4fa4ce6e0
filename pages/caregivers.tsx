import CaregiversView from '@/components/pages/CaregiversView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('caregivers');
export default CaregiversView;
