import NotFoundView from '@/components/views/NotFoundView';
import { notFoundPageProps } from '@/lib/serving/pageProps/notFoundPageProps.server';

export const getServerSideProps = notFoundPageProps('en');
export default NotFoundView;
