import { type Translation } from '@/lib/site/i18n/messages/catalog';
import {
  FILING_STATUS_OPTIONS,
  PAY_FREQUENCY_OPTIONS,
  PAY_PER_OPTIONS,
  PAY_TYPE_OPTIONS,
  labelsByValue,
} from '../labels';
import { PAYER_LABELS, PAYCHECK_HEADINGS } from '../resultLabels';
import { QUARTER_LABELS } from '../yearViewLabels';

/**
 * The nanny tax calculator's words in English (docs/calculator.md#languages). They travel as page
 * props, so a page ships one language; `{name}` marks a value filled in when shown.
 */
export const CALCULATOR_EN = {
  page: {
    eyebrow: 'Free tool',
    title: 'Nanny tax calculator',
    lead: 'See what you owe in household employment taxes, what your nanny takes home, and what it costs you per paycheck and per year, in all 50 states and Washington D.C.',
    offerTitle: 'Get a free nanny tax calculation',
    offerText:
      'Call us and a household payroll specialist will calculate your taxes and your nanny’s take-home pay for your state, for free and with no obligation.',
  },
  form: {
    heading: 'Your nanny’s pay',
    state: 'State',
    pay: 'Pay',
    paid: 'Paid',
    amountIs: 'This amount is',
    hoursPerWeek: 'Hours per week',
    hoursHint: 'Live-out nannies earn overtime after 40 hours.',
    daysPerWeek: 'Days per week',
    daysHint: 'Hours are spread evenly; some states pay overtime by the day.',
    payFrequency: 'Pay frequency',
    liveIn: 'Lives in your home (live-in)',
    personalAttendant: 'Spends most of the time (80% or more) caring for the children',
    personalAttendantHint:
      'California: a personal attendant earns overtime after 9 hours a day or 45 a week; other household workers after 8 a day or 40 a week, and double time after 12.',
    payDate: 'Paycheck date',
    payDateHint: 'Taxes and minimum wages in force that day.',
  },
  options: {
    payPer: labelsByValue(PAY_PER_OPTIONS),
    payType: labelsByValue(PAY_TYPE_OPTIONS),
    payFrequency: labelsByValue(PAY_FREQUENCY_OPTIONS),
    filingStatus: labelsByValue(FILING_STATUS_OPTIONS),
  },
  status: {
    engineFailedBefore:
      'We couldn’t load the calculator just now, so these results are for your earlier entry. Check your connection and change any field to try again, or call',
    engineFailedAfter: 'and a specialist will work it out with you.',
    invalid:
      'These results are for your last complete entry. Fix the highlighted field to update them.',
    incomplete:
      'These results are for your last complete entry. Fill in the new fields to update them.',
    updating: 'Updating your results…',
  },
  results: {
    heading: 'Your results',
    preliminary: '{year} figures (preliminary)',
    forPaycheckOn: 'For a paycheck on {date}.',
    checkFirst: 'Check this first',
    checkThis: 'Check this: ',
    payInAll: 'You pay in all',
    aYear: '{amount} a year',
    perPaycheckTaxesIncluded: '{amount} {paycheck}, taxes included',
    takesHome: 'Your nanny takes home',
    couldSave: 'You could save',
    savingsWith: 'with a dependent-care FSA and the child care credit',
    nextPayments: 'Your next payments',
    moneyGoes: 'Where your {amount} a year goes:',
    netPay: 'Your nanny’s take-home pay',
    withheld: 'Withheld from her pay',
    onTop: 'What you add on top',
    totalsHeading: 'Per paycheck and per year',
    savingsHeading: 'Your family’s estimated savings',
    breakdownHeading: 'Tax breakdown',
    payRatesHeading: 'Pay rates',
    quartersHeading: 'By quarter',
    datesHeading: 'When to pay and file',
    sourcesHeading: 'Sources and assumptions',
    perYear: 'Per year',
    grossWages: 'Gross wages',
    employeeTaxes: 'Taxes withheld from your nanny',
    employerTaxes: 'Your employer taxes',
    totalCost: 'Your total cost',
    tax: 'Tax',
    paidBy: 'Paid by',
    rate: 'Rate',
    taxTables: 'Tax tables',
    taxableWages: 'Taxable wages',
    perPaycheck: 'Per paycheck',
    estimated: ' (estimated)',
    quarter: 'Quarter',
    yearByQuarter: 'Your {year} by quarter',
    withheldFromNanny: 'Withheld from your nanny',
    due: 'Due',
    what: 'What',
    amount: 'Amount',
    file: 'File',
    usualDate: ' (usual date)',
    payAgency: 'Pay {agency}',
    payer: PAYER_LABELS,
    paycheck: PAYCHECK_HEADINGS,
    quarters: QUARTER_LABELS,
  },
  offerLinks: {
    label: 'Next steps',
    offerSheet: 'Make an offer: a printable sheet with these rates',
    share: 'Sharing a nanny with another family?',
  },
};

/** The calculator's words in one language: the English shape, every key translated. */
export type CalculatorText = Translation<typeof CALCULATOR_EN>;
