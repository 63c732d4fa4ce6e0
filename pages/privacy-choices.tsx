import PrivacyChoicesView from '@/components/views/PrivacyChoicesView';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('privacyChoices');
export default PrivacyChoicesView;
