import type { Blurb } from './homeContent';
import { NANNY_CONTRACT, SENIOR_CARE_CONTRACT, type ContractDocument } from './contracts';

/** Copy of one sample-contract page: its hero, the tips before the agreement, and the agreement. */
export interface ContractPageCopy {
  eyebrow: string;
  title: string;
  lead: string;
  documentTitle: string;
  /** Points to agree on, shown before the agreement. */
  tips: readonly Blurb[];
  contract: ContractDocument;
}

/** Copy both sample-contract pages share. */
export const CONTRACT_PAGE_SHARED = {
  download: 'Download the free PDF',
  tipsHeading: 'What to agree on before the first day',
  agreement: {
    heading: 'The sample agreement',
    intro:
      'Fill in the blanks together, adjust anything that doesn’t fit your household, and keep a signed copy each.',
  },
  consultation: {
    heading: 'Not sure what your state requires?',
    body: 'Overtime, paid sick leave and minimum wage rules differ by state and city. A specialist can check your agreement for free.',
  },
} as const;

/** The sample nanny contract page (`/sample-nanny-contract`). */
export const NANNY_CONTRACT_PAGE: ContractPageCopy = {
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

/** The sample senior caregiver contract page (`/sample-senior-care-contract`). */
export const SENIOR_CARE_CONTRACT_PAGE: ContractPageCopy = {
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
