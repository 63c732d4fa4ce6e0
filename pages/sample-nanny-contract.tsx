import { withIslands } from '@/components/hydration/withIslands';
import SampleNannyContractView from '@/components/views/SampleNannyContractView';
import { ContractSections } from '@/components/views/sections/sections';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('sampleNannyContract'), [
  ContractSections,
]);
export default SampleNannyContractView;
