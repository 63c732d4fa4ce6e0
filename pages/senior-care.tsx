import SeniorCareView from '@/components/pages/SeniorCareView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('seniorCare');
export default SeniorCareView;
