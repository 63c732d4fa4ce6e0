import DowntimeView from '@/components/views/DowntimeView';
import { getDowntimePageProps } from '@/lib/serving/pageProps/downtimePageProps.server';

export const getServerSideProps = getDowntimePageProps;
export default DowntimeView;
