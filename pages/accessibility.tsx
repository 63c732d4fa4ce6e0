import { withIslands } from '@/components/hydration/withIslands';
import AccessibilityView from '@/components/views/AccessibilityView';
import { AccessibilitySections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('accessibility'), [
  AccessibilitySections,
]);
export default AccessibilityView;
