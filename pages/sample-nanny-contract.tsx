import SampleNannyContractView from '@/components/pages/SampleNannyContractView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('sampleNannyContract');
export default SampleNannyContractView;
