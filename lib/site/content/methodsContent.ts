/*
 * The copy of the methods page, /how-we-calculate (docs/site.md#methods-page). The table and the
 * changelog under it are built from the tax data itself (lib/tax/methods), never typed here.
 */

/** A titled block of plain words. */
export interface MethodsSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export const METHODS_HERO = {
  eyebrow: 'Our methods',
  title: 'How we calculate',
  lead: 'What the nanny tax calculator works out, where every rate and limit comes from, how sure we are of each state’s figures, and every change with the day it takes effect.',
} as const;

/** The plain-words explanation, before the table. */
export const METHODS_PLAIN_WORDS: readonly MethodsSection[] = [
  {
    id: 'what-it-computes',
    heading: 'What the calculator works out',
    paragraphs: [
      'From the pay you enter, how often you pay it and where your employee works, the calculator works out each tax and contribution for the year and for each paycheck: Social Security and Medicare, federal and state unemployment tax, the state’s own programs such as paid family leave, and income tax withholding when your employee asks for it. It then shows your employee’s take-home pay and what the year costs you in total.',
      'It follows the rules of the pay date you choose: where a rate or a minimum wage changes during the year, each paycheck uses the one in force that day.',
    ],
  },
  {
    id: 'where-figures-come-from',
    heading: 'Where the figures come from',
    paragraphs: [
      'Every rate, wage base and threshold is stored with its source: the agency that sets it (the IRS, the Social Security Administration, a state’s labor or revenue department), the law itself, or an official publication. The calculator’s results list the source of each line they show.',
      'Where an agency has not published a figure and only a recognised professional source reports it, or no current source was found, we use the best figure we have and mark it as estimated.',
    ],
  },
  {
    id: 'estimated-and-preliminary',
    heading: 'What “estimated” and “preliminary” mean',
    paragraphs: [
      'Estimated: the figure is a projection, an earlier year’s figure the law still keeps, or a number no agency confirmed. The result marks every line that uses one.',
      'Preliminary: an answer for a year whose figures are not all published yet. Those figures are carried from the year before until the agencies publish the new ones, and the answer says so.',
    ],
  },
];

/** What each support level in the table means. */
export const SUPPORT_LEVEL_TEXT = {
  full: 'Full: every figure from the agency or the law.',
  partial: 'Partial: some figures estimated.',
  estimated: 'Estimated: most figures estimated.',
} as const;

/** The table's section. */
export const JURISDICTIONS_TEXT = {
  heading: 'How sure we are, state by state',
  intro:
    'For each state and the District of Columbia (cities and counties counted under their state), the figures we hold for the year, how many come from an agency or the law and how many are estimated, how many next year’s answers still carry from this year, the newest date the sources speak for, and the last day we compared any of its figures with the agency’s own documents (the counts say how many are confirmed).',
} as const;

/** The golden cases: worked answers anyone can check. */
export const GOLDEN_CASES_TEXT = {
  heading: 'Check our work',
  body: 'We publish our worked examples: for each, what was entered, the figures the answer must show to the cent, and where they come from: an agency’s own worked example, or the agency’s method with the arithmetic written out. Our tests run every example through the calculator.',
  linkLabel: 'See the worked examples (JSON)',
  path: '/api/nanny-tax/cases',
} as const;

/** The changelog's section. */
export const CHANGELOG_TEXT = {
  heading: 'Changelog',
  intro:
    'Every change of a figure, with the day it takes effect: changes during a year, and what differs from one year to the next. Due dates are left out, since every year has its own.',
} as const;
