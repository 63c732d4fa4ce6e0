import { withIslands } from '@/components/hydration/withIslands';
import { inSpanish } from '@/components/layout/inSpanish';
import SampleNannyContractView from '@/components/views/SampleNannyContractView';
import { ContractSections } from '@/components/views/sections/sections';
import { contractHeroText } from '@/lib/site/content/contractPages';
import { pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import { withPageText } from '@/lib/serving/pageProps/withPageText.server';

export const getServerSideProps = withIslands(
  withPageText(pagePropsLoader('sampleNannyContract', 'es'), contractHeroText('nanny', 'es')),
  [ContractSections],
);
export default inSpanish(SampleNannyContractView);
