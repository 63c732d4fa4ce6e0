import type { Blurb } from './homeContent';

/** Why being paid on the books matters to a caregiver: the caregivers page. */
export const CAREGIVER_BENEFITS: readonly Blurb[] = [
  {
    id: 'social-security',
    title: 'Social Security and Medicare credits',
    body: 'Reported wages earn the work credits that decide your retirement, disability and Medicare benefits later in life.',
  },
  {
    id: 'unemployment',
    title: 'Unemployment insurance',
    body: 'If the job ends through no fault of your own, you can claim unemployment benefits while you look for the next family.',
  },
  {
    id: 'proof-of-income',
    title: 'Proof of income',
    body: 'Pay stubs and a W-2 help you rent an apartment, get a loan or a mortgage, and apply for health coverage.',
  },
  {
    id: 'protections',
    title: 'Workplace protections',
    body: 'Minimum wage, overtime, paid sick leave and, in many states, disability and paid family leave coverage.',
  },
  {
    id: 'tax-credits',
    title: 'Tax credits you can claim',
    body: 'Filing with a W-2 can qualify you for the Earned Income Tax Credit and other refunds.',
  },
  {
    id: 'peace-of-mind',
    title: 'Peace of mind',
    body: 'No surprises at tax time: your taxes are withheld and reported correctly all year.',
  },
];

/** Steps for a caregiver whose family does not yet pay on the books. */
export const TALK_TO_YOUR_FAMILY_STEPS: readonly string[] = [
  'Share this page with the family you work for.',
  'Ask them to call us for a free consultation; we explain their part in ten minutes.',
  'We set up payroll and you start receiving pay stubs by direct deposit.',
];
