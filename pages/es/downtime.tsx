import { inSpanish } from '@/components/layout/inSpanish';
import DowntimeView from '@/components/views/DowntimeView';
import { downtimePageProps } from '@/lib/serving/pageProps/downtimePageProps.server';

export const getServerSideProps = downtimePageProps('es');
export default inSpanish(DowntimeView);
