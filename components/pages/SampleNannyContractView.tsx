import { NANNY_CONTRACT_PAGE } from '@/lib/content/contractPages';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import ContractPageView from './ContractPageView';

/** The sample nanny contract page. */
export default function SampleNannyContractView(props: BasePageProps) {
  return <ContractPageView {...props} copy={NANNY_CONTRACT_PAGE} />;
}
