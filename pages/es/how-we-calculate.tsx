import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import HowWeCalculateView from '@/components/views/HowWeCalculateView';
import { HowWeCalculateSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('howWeCalculate', 'es'), [
  HowWeCalculateSections,
]);
export default inSpanish(HowWeCalculateView);
