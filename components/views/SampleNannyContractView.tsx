import ContractPageView, { type ContractPageProps } from './ContractPageView';

/** The sample nanny contract page. */
export default function SampleNannyContractView(props: ContractPageProps) {
  return <ContractPageView {...props} contract="nanny" />;
}
