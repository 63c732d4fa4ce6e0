import { withIslands } from '@/components/hydration/withIslands';
import ReferralView from '@/components/pages/ReferralView';
import { ReferralSections } from '@/components/pages/sections/sections';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('referral'), [ReferralSections]);
export default ReferralView;
