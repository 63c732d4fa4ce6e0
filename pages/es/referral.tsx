import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import ReferralView from '@/components/views/ReferralView';
import { ReferralSections } from '@/components/views/sections/sections';
import { REFERRAL_TEXT } from '@/lib/site/content/referralContent';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(
  withPageText(pagePropsLoader('referral', 'es'), REFERRAL_TEXT.es),
  [ReferralSections],
);
export default inSpanish(ReferralView);
