import { withIslands } from '@/components/hydration/withIslands';
import ProPortalView from '@/components/views/ProPortalView';
import { ProPortalSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('proPortal'), [ProPortalSections]);
export default ProPortalView;
