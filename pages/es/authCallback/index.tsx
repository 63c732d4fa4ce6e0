import { inSpanish } from '@/components/layout/inSpanish';
import AuthCallbackView from '@/components/views/AuthCallbackView';
import { authCallbackPageProps } from '@/lib/serving/pageProps/authCallbackPageProps.server';

// The return page of a sign-in started on a Spanish page (docs/members.md#language).
export const getServerSideProps = authCallbackPageProps('es');
export default inSpanish(AuthCallbackView);
