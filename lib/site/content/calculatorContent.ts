import type { PageKey } from '@/lib/site/seo/pageLinks';
import type { Blurb } from './homeContent';

/** Background on household employment taxes, beside the calculator. */
export const NANNY_TAX_BASICS: readonly Blurb[] = [
  {
    id: 'fica',
    title: 'Social Security and Medicare',
    body: 'Once you pay the threshold in a year, you and your employee each owe 7.65% of all cash wages. You withhold your employee’s share from each paycheck, or choose to pay it for them.',
  },
  {
    id: 'unemployment',
    title: 'Unemployment taxes',
    body: 'Paying $1,000 or more in a calendar quarter makes you owe federal unemployment tax and, in most states, state unemployment insurance, paid by you.',
  },
  {
    id: 'state-programs',
    title: 'State programs',
    body: 'Several states add disability, paid family leave or long-term care contributions, and some require income tax withholding when your employee asks.',
  },
  {
    id: 'filing',
    title: 'Filing and year-end forms',
    body: 'You report household taxes on Schedule H with your Form 1040, give your employee a W-2 and send a W-3 to the Social Security Administration.',
  },
  {
    id: 'breaks',
    title: 'Tax breaks for families',
    body: 'Paying legally lets you use a dependent care FSA and claim the child and dependent care credit, which often offset much of the tax.',
  },
  {
    id: 'penalties',
    title: 'Why it matters',
    body: 'Paying “off the books” risks back taxes, penalties and interest, and leaves your nanny without unemployment or Social Security credits.',
  },
];

/** Under the basics: the methods page, for anyone who wants to know where a figure comes from. */
export const CALCULATOR_METHODS_LINK: { page: PageKey; label: string } = {
  page: 'howWeCalculate',
  label: 'How we calculate: where every figure comes from, and what changed when',
};
