import HomeView from '@/components/pages/HomeView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('home');
export default HomeView;
