import { muiScoped } from '@/components/hydration/MuiScope';
import DowntimeView from '@/components/views/DowntimeView';
import { getDowntimePageProps } from '@/lib/serving/pageProps/downtimePageProps.server';

export const getServerSideProps = getDowntimePageProps;
// Its first load still styles with MUI: the browser gives it MUI's scope at once
// (docs/performance.md#mui-on-demand).
export default muiScoped(DowntimeView);
