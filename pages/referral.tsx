import { withIslands } from '@/components/hydration/withIslands';
import ReferralView from '@/components/views/ReferralView';
import { ReferralSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('referral'), [ReferralSections]);
export default ReferralView;
