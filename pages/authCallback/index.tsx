import { muiScoped } from '@/components/hydration/MuiScope';
import AuthCallbackView from '@/components/views/AuthCallbackView';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('authCallback');
// Its first load still styles with MUI: the browser gives it MUI's scope at once
// (docs/performance.md#mui-on-demand).
export default muiScoped(AuthCallbackView);
