import { NANNY_CONTRACT_PAGE } from '@/lib/site/content/contractPages';
import type { BasePageProps } from '@/lib/site/pageProps';
import ContractPageView from './ContractPageView';

/** The sample nanny contract page. */
export default function SampleNannyContractView(props: BasePageProps) {
  return <ContractPageView {...props} copy={NANNY_CONTRACT_PAGE} />;
}
