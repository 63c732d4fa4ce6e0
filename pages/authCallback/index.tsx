import AuthCallbackView from '@/components/views/AuthCallbackView';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('authCallback');
export default AuthCallbackView;
