import { muiScoped } from '@/components/hydration/MuiScope';
import PrivacyChoicesView from '@/components/views/PrivacyChoicesView';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('privacyChoices');
// Its first load still styles with MUI: the browser gives it MUI's scope at once
// (docs/performance.md#mui-on-demand).
export default muiScoped(PrivacyChoicesView);
