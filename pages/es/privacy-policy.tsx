import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import PrivacyPolicyView from '@/components/views/PrivacyPolicyView';
import { PrivacyPolicySections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('privacyPolicy', 'es'), [
  PrivacyPolicySections,
]);
export default inSpanish(PrivacyPolicyView);
