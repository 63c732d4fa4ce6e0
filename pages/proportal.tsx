import { withIslands } from '@/components/hydration/withIslands';
import ProPortalView from '@/components/pages/ProPortalView';
import { ProPortalSections } from '@/components/pages/sections/sections';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('proPortal'), [ProPortalSections]);
export default ProPortalView;
