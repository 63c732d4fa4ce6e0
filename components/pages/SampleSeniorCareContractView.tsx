import { SENIOR_CARE_CONTRACT } from '@/lib/content/contracts';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import ContractPageView, { type ContractPageCopy } from './ContractPageView';

const COPY: ContractPageCopy = {
  eyebrow: 'Free resource',
  title: 'Free sample senior caregiver contract',
  lead: 'Hiring an in-home caregiver for a parent or loved one? Put duties, schedule, pay and time off in writing with our sample adult and senior care agreement.',
  documentTitle: 'Adult and Senior Care Work Agreement',
  contract: SENIOR_CARE_CONTRACT,
  tips: [
    {
      id: 'employer',
      title: 'Decide who the employer is',
      body: 'The person receiving care or a family member paying for it can be the employer. Name one, and use their details for payroll.',
    },
    {
      id: 'overnights',
      title: 'Plan for overnight shifts',
      body: 'Agree in advance how sleep time, breaks and interrupted nights are paid; state rules differ.',
    },
    {
      id: 'care-plan',
      title: 'Write down the care plan',
      body: 'List daily tasks, medication reminders and emergency contacts so any family member can step in.',
    },
  ],
};

/** The sample senior care contract page. */
export default function SampleSeniorCareContractView(props: BasePageProps) {
  return <ContractPageView {...props} copy={COPY} />;
}
