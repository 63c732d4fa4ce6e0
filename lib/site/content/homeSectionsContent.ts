import type { Blurb } from './homeContent';

/**
 * Copy of the landing page's sections below its hero, which are static islands
 * (docs/site.md#islands-and-server-html): kept apart from the hero's copy in homeContent.ts, so
 * the hydrated page's code does not carry it (tests/e2e/staticSections.spec.ts checks).
 */

/** The three feature blurbs: employee setup, payroll management, freedom from state tax notices. */
export const FEATURE_BLURBS: readonly Blurb[] = [
  {
    id: 'employee-setup',
    title: 'Employee setup, done for you',
    body: 'We get your federal and state employer ID numbers, register you for unemployment insurance and collect your employee’s W-4 and I-9, so you are compliant before the first payday.',
  },
  {
    id: 'payroll-management',
    title: 'Payroll managed every payday',
    body: 'Tell us the hours once; we calculate taxes, pay your employee by direct deposit, send a pay stub and keep the records. Changes for a raise, a bonus or a sick day take one message.',
  },
  {
    id: 'no-state-tax-notices',
    title: 'Freedom from state tax notices',
    body: 'We file and pay every quarterly and annual return on time. If an agency ever writes to you about a return we prepared, we answer it and fix it at no extra cost.',
  },
];

export interface ServiceGroup {
  id: string;
  heading: string;
  items: readonly string[];
}

/** The three service groups. */
export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    id: 'taxes',
    heading: 'Household taxes and filings',
    items: [
      'Quarterly federal and state tax payments',
      'State unemployment and disability insurance returns',
      'Schedule H, W-2 and W-3 at year end',
      'New-hire reporting to your state',
    ],
  },
  {
    id: 'payroll',
    heading: 'Payroll and pay stubs',
    items: [
      'Weekly, biweekly, semimonthly or monthly pay',
      'Direct deposit to your employee',
      'Overtime and paid-leave tracking',
      'Online pay stubs and payroll history',
    ],
  },
  {
    id: 'guidance',
    heading: 'Expert guidance',
    items: [
      'A dedicated household payroll specialist',
      'Help with work agreements and benefits',
      'Answers on minimum wage and overtime rules',
      'Support with agency letters and audits',
    ],
  },
];

/** The partners section of the main page (the partners page is "/", docs/site.md#routes). */
export const PARTNER_TYPES: readonly Blurb[] = [
  {
    id: 'cpas',
    title: 'CPAs and tax preparers',
    body: 'Hand off household payroll and Schedule H so your clients’ returns arrive complete.',
  },
  {
    id: 'advisors',
    title: 'Financial advisors',
    body: 'Help clients budget for the true cost of care and claim the tax breaks they qualify for.',
  },
  {
    id: 'agencies',
    title: 'Nanny and home care agencies',
    body: 'Place caregivers with families who pay them legally from the very first paycheck.',
  },
];
