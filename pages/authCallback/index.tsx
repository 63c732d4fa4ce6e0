import AuthCallbackView from '@/components/pages/AuthCallbackView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('authCallback');
export default AuthCallbackView;
