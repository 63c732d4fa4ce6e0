import { NANNY_CONTRACT } from '@/lib/content/contracts';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import ContractPageView, { type ContractPageCopy } from './ContractPageView';

const COPY: ContractPageCopy = {
  eyebrow: 'Free resource',
  title: 'Free sample nanny contract',
  lead: 'A written work agreement prevents most disagreements between families and nannies. Start from ours: it covers pay, hours, overtime, time off, duties and how to end the job.',
  documentTitle: 'Nanny Work Agreement',
  contract: NANNY_CONTRACT,
  tips: [
    {
      id: 'pay',
      title: 'Pay in gross, hourly terms',
      body: 'Agree on a gross hourly rate, not a net weekly amount, so taxes and overtime are clear from day one.',
    },
    {
      id: 'hours',
      title: 'Guaranteed hours',
      body: 'Nannies count on steady income. Decide what happens when you travel or cancel a day.',
    },
    {
      id: 'after-hiring',
      title: 'Rules to revisit after hiring',
      body: 'Review the agreement after the trial period and each year: raises, new duties as children grow, and changes to state law.',
    },
  ],
};

/** The sample nanny contract page. */
export default function SampleNannyContractView(props: BasePageProps) {
  return <ContractPageView {...props} copy={COPY} />;
}
