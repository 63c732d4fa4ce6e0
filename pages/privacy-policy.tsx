import { withIslands } from '@/components/hydration/withIslands';
import PrivacyPolicyView from '@/components/views/PrivacyPolicyView';
import { PrivacyPolicySections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('privacyPolicy'), [
  PrivacyPolicySections,
]);
export default PrivacyPolicyView;
