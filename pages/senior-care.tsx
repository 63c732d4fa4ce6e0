import { withIslands } from '@/components/hydration/withIslands';
import SeniorCareView from '@/components/views/SeniorCareView';
import { SeniorCareSections } from '@/components/views/sections/sections';
import { SENIOR_CARE_TEXT } from '@/lib/site/content/audienceContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(
  withPageText(pagePropsLoader('seniorCare'), SENIOR_CARE_TEXT.en),
  [SeniorCareSections],
);
export default SeniorCareView;
