import { withIslands } from '@/components/hydration/withIslands';
import SeniorCareView from '@/components/views/SeniorCareView';
import { SeniorCareSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('seniorCare'), [SeniorCareSections]);
export default SeniorCareView;
