import DowntimeView from '@/components/pages/DowntimeView';
import { getDowntimePageProps } from '@/lib/pageProps/downtimePageProps.server';

export const getServerSideProps = getDowntimePageProps;
export default DowntimeView;
