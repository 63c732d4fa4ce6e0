import type { PageKey } from '@/lib/site/seo/pageLinks';
import { YEAR_END_FORMS_TEXT, YEAR_END_TAX_FEE_USD } from './pricingContent';

/** One question families ask, with a plain answer. `{brand}` stands for the brand name. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  /** A page of the site the answer points to, shown as a link after it. */
  link?: { page: PageKey; label: string };
}

/**
 * The questions families ask before they sign up (issue: "what does it cost, what if I'm late…"),
 * shown on the landing and pricing pages and published as FAQPage structured data. Figures are the
 * 2026 ones the calculator uses: the $3,000 household threshold (SSA) and FUTA's $1,000 quarter
 * test (IRS Pub 926).
 */
export const FAMILY_FAQ: readonly FaqEntry[] = [
  {
    id: 'do-i-owe',
    question: 'Do I need to pay nanny taxes?',
    answer:
      'Yes, if you pay one household employee $3,000 or more in cash wages in 2026, or $1,000 or more to all household employees in any calendar quarter. A nanny, senior caregiver or housekeeper who works in your home is usually your employee, not a contractor, even part-time. Your state may have its own, lower thresholds.',
  },
  {
    id: 'cost',
    question: 'What does {brand} cost?',
    answer: `Your monthly price depends on your state and pay schedule, and we quote it during your free consultation: no setup fee and no contract. Year-end tax preparation is a flat $${YEAR_END_TAX_FEE_USD}, covering your ${YEAR_END_FORMS_TEXT} forms.`,
  },
  {
    id: 'late',
    question: 'What if I am already behind on my nanny taxes?',
    answer:
      'It is common and fixable. We work out what you owe for past quarters and years, file the missing federal and state returns, and help you ask the agencies to waive penalties where the rules allow it. The sooner you start, the smaller the interest.',
  },
  {
    id: 'switch',
    question: 'Can I switch to {brand} in the middle of the year?',
    answer:
      'Yes. Tell us what you have paid so far and which returns you have filed; we take over from the next payday, file the remaining quarters and prepare year-end forms that include the wages you paid before you joined.',
  },
  {
    id: 'employee-gets',
    question: 'What does my nanny get when I pay on the books?',
    answer:
      'A pay stub every payday and a W-2 each January, Social Security and Medicare credits toward retirement, unemployment insurance if the job ends, and proof of income for a lease, loan or the Earned Income Tax Credit.',
  },
  {
    id: 'calculator',
    question: 'How much will taxes add to my nanny’s pay?',
    answer:
      'Employer taxes usually add 8 to 12 percent to gross pay, and the tax breaks for child care can offset much of it. Our free nanny tax calculator shows the exact figures for your state, with the source of every rate.',
  },
  {
    id: 'share',
    question: 'We share a nanny with another family. Who pays the taxes?',
    answer:
      'Each family is a separate employer: each pays its own employer taxes on its own share of the wages, files its own Schedule H and gives the nanny its own W-2. For overtime the families count the week together, and split the premium between them. Our free nanny share calculator works out each family’s part.',
    link: { page: 'nannyShareCalculator', label: 'Open the nanny share calculator' },
  },
];

/** The heading of the FAQ section on the pages that show it. */
export const FAQ_SECTION = {
  heading: 'Questions families ask',
  intro: 'Straight answers on nanny taxes, cost and switching, before you talk to us.',
} as const;

/** Pages that show the family FAQ (and publish it as FAQPage structured data). */
const FAQ_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['home', 'productAndPricing']);

/** The FAQ a page shows, or none. */
export function faqForPage(pageKey: PageKey): readonly FaqEntry[] {
  return FAQ_PAGES.has(pageKey) ? FAMILY_FAQ : [];
}
