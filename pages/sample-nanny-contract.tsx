import { withIslands } from '@/components/hydration/withIslands';
import SampleNannyContractView from '@/components/pages/SampleNannyContractView';
import { ContractSections } from '@/components/pages/sections/sections';
import { pagePropsLoader } from '@/lib/pageProps/loadPageProps.server';

export const getServerSideProps = withIslands(pagePropsLoader('sampleNannyContract'), [
  ContractSections,
]);
export default SampleNannyContractView;
