import { muiScoped } from '@/components/hydration/MuiScope';
import { withIslands } from '@/components/hydration/withIslands';
import ReferralView from '@/components/views/ReferralView';
import { ReferralSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('referral'), [ReferralSections]);
// Its first load still styles with MUI: the browser gives it MUI's scope at once
// (docs/performance.md#mui-on-demand).
export default muiScoped(ReferralView);
