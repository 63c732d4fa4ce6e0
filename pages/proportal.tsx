import { muiScoped } from '@/components/hydration/MuiScope';
import { withIslands } from '@/components/hydration/withIslands';
import ProPortalView from '@/components/views/ProPortalView';
import { ProPortalSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('proPortal'), [ProPortalSections]);
// Its first load still styles with MUI: the browser gives it MUI's scope at once
// (docs/performance.md#mui-on-demand).
export default muiScoped(ProPortalView);
