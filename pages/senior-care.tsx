import { withIslands } from '@/components/hydration/withIslands';
import SeniorCareView from '@/components/pages/SeniorCareView';
import { SeniorCareSections } from '@/components/pages/sections/sections';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('seniorCare'), [SeniorCareSections]);
export default SeniorCareView;
