import { withIslands } from '@/components/hydration/withIslands';
import SampleSeniorCareContractView from '@/components/views/SampleSeniorCareContractView';
import { ContractSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('sampleSeniorCareContract'), [
  ContractSections,
]);
export default SampleSeniorCareContractView;
