import ReferralView from '@/components/pages/ReferralView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('referral');
export default ReferralView;
