import { SENIOR_CARE_CONTRACT_PAGE } from '@/lib/site/content/contractPages';
import type { BasePageProps } from '@/lib/site/pageProps';
import ContractPageView from './ContractPageView';

/** The sample senior care contract page. */
export default function SampleSeniorCareContractView(props: BasePageProps) {
  return <ContractPageView {...props} copy={SENIOR_CARE_CONTRACT_PAGE} />;
}
