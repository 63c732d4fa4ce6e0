import SampleSeniorCareContractView from '@/components/pages/SampleSeniorCareContractView';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = pagePropsLoader('sampleSeniorCareContract');
export default SampleSeniorCareContractView;
