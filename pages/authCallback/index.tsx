import AuthCallbackView from '@/components/views/AuthCallbackView';
import { getAuthCallbackPageProps } from '@/lib/serving/pageProps/authCallbackPageProps.server';

export const getServerSideProps = getAuthCallbackPageProps;
export default AuthCallbackView;
