import ContractPageView, { type ContractPageProps } from './ContractPageView';

/** The sample senior care contract page. */
export default function SampleSeniorCareContractView(props: ContractPageProps) {
  return <ContractPageView {...props} contract="seniorCare" />;
}
