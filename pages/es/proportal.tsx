import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import ProPortalView from '@/components/views/ProPortalView';
import { ProPortalSections } from '@/components/views/sections/sections';
import { PRO_PORTAL_TEXT } from '@/lib/site/content/proPortalContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(
  withPageText(pagePropsLoader('proPortal', 'es'), PRO_PORTAL_TEXT.es),
  [ProPortalSections],
);
export default inSpanish(ProPortalView);
