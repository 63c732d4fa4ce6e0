import DowntimeView from '@/components/views/DowntimeView';
import { downtimePageProps } from '@/lib/serving/pageProps/downtimePageProps.server';

export const getServerSideProps = downtimePageProps('en');
export default DowntimeView;
