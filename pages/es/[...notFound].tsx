import { inSpanish } from '@/components/layout/inSpanish';
import NotFoundView from '@/components/views/NotFoundView';
import { notFoundPageProps } from '@/lib/serving/pageProps/notFoundPageProps.server';

export const getServerSideProps = notFoundPageProps('es');
export default inSpanish(NotFoundView);
