import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import AccessibilityView from '@/components/views/AccessibilityView';
import { AccessibilitySections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('accessibility', 'es'), [
  AccessibilitySections,
]);
export default inSpanish(AccessibilityView);
