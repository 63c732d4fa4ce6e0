import { withIslands } from '@/components/hydration/withIslands';
import SampleSeniorCareContractView from '@/components/pages/SampleSeniorCareContractView';
import { ContractSections } from '@/components/pages/sections/sections';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('sampleSeniorCareContract'), [
  ContractSections,
]);
export default SampleSeniorCareContractView;
