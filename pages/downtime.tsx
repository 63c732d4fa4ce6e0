import DowntimeView from '@/components/pages/DowntimeView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('downtime');
export default DowntimeView;
