import { withIslands } from '@/components/hydration/withIslands';
import ProPortalView from '@/components/views/ProPortalView';
import { ProPortalSections } from '@/components/views/sections/sections';
import { PRO_PORTAL_TEXT } from '@/lib/site/content/proPortalContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(
  withPageText(pagePropsLoader('proPortal'), PRO_PORTAL_TEXT.en),
  [ProPortalSections],
);
export default ProPortalView;
