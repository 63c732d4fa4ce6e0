import ProPortalView from '@/components/pages/ProPortalView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('proPortal');
export default ProPortalView;
