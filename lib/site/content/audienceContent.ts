import type { Blurb } from './homeContent';

/** Senior care page: what families hiring an in-home caregiver need to know. */
export const SENIOR_CARE_POINTS: readonly Blurb[] = [
  {
    id: 'household-employer',
    title: 'You are probably a household employer',
    body: 'When you hire a caregiver directly, not through an agency, and decide their hours and duties, the IRS treats the caregiver as your employee.',
  },
  {
    id: 'who-pays',
    title: 'Family members can share the role',
    body: 'The person receiving care, or an adult child paying for it, can be the employer. We help you decide who should be, and set payroll up in that name.',
  },
  {
    id: 'tax-breaks',
    title: 'Tax breaks that offset the cost',
    body: 'Care for a dependent parent can qualify for the dependent care credit, a dependent care FSA and medical expense deductions.',
  },
];

/** Professional portal: what partners get. */
export const PARTNER_BENEFITS: readonly Blurb[] = [
  {
    id: 'referral-code',
    title: 'Your own partner code',
    body: 'Clients who enroll with your code are linked to you, so you can follow their setup and receive their year-end forms.',
  },
  {
    id: 'specialist',
    title: 'A partner specialist',
    body: 'One contact for all your clients’ household payroll questions, from first hire to last paycheck.',
  },
  {
    id: 'resources',
    title: 'Client-ready resources',
    body: 'The free nanny tax calculator, sample contracts and guides you can share with your clients.',
  },
];

/** Referral page: how referring a family works. */
export const REFERRAL_STEPS: readonly string[] = [
  'Tell a family that employs a nanny, senior caregiver or other household employee about us.',
  'They call for a free consultation or enroll online and mention your name.',
  'Once they run their first payroll, we thank you, and they start their year stress-free.',
];
