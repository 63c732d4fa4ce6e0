import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import SeniorCareView from '@/components/views/SeniorCareView';
import { SeniorCareSections } from '@/components/views/sections/sections';
import { SENIOR_CARE_TEXT } from '@/lib/site/content/audienceContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(
  withPageText(pagePropsLoader('seniorCare', 'es'), SENIOR_CARE_TEXT.es),
  [SeniorCareSections],
);
export default inSpanish(SeniorCareView);
