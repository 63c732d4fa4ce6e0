import { type Translation } from '@/lib/site/i18n/messages/catalog';
import {
  FILING_STATUS_OPTIONS,
  PAY_FREQUENCY_OPTIONS,
  PAY_PER_OPTIONS,
  PAY_TYPE_OPTIONS,
  labelsByValue,
} from '../labels';
import { RELATIONSHIP_OPTIONS } from '../advancedLabels';
import { PAYER_LABELS, PAYCHECK_HEADINGS } from '../resultLabels';
import { QUARTER_LABELS } from '../yearViewLabels';

/** No rate lookups of the page's own: the tax data's words serve. */
const NO_RATE_LOOKUPS: Readonly<Record<string, string>> = {};

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
  advanced: {
    summary: 'Advanced: withholding, unemployment rate, family savings',
    loading: 'Loading the advanced options…',
    unavailable: 'We couldn’t load these options just now.',
    tryAgain: 'Try again',
    household: 'Your household',
    payFica: 'I pay my nanny’s Social Security and Medicare',
    payFicaHint: 'Your nanny takes home more; the amount counts as extra wages for income tax.',
    suiRate: 'Your state unemployment rate',
    suiRateHint:
      'From your state’s rate notice (the total rate). Leave empty to use the new-employer rate.',
    householdEmployees: 'Household employees (including this one)',
    weeksPerYear: 'Weeks worked per year',
    related: 'Is your nanny related to you?',
    relatedHint:
      'Wages paid to a spouse, a child under 21, a parent or a student under 18 are treated differently by the IRS.',
    parentException:
      'My parent cares for my child under 18, and I am divorced and not remarried, widowed, or my spouse cannot care for the child',
    parentExceptionHint:
      'Then Social Security and Medicare are owed on your parent’s wages (Pub 926). A child 18 or older who needs an adult’s care counts too.',
    savings: 'Your family’s tax savings',
    estimateSavings: 'Estimate my savings',
    estimateSavingsHint: 'From a dependent-care FSA and the child and dependent care credit.',
    familyFilingStatus: 'Your filing status',
    agi: 'Adjusted gross income (AGI)',
    childrenUnder13: 'Children under 13',
    fsa: 'Dependent-care FSA contribution (per year)',
    withholding: 'Income tax withholding',
    federal: 'Withhold federal income tax',
    federalHint: 'Only when you and your nanny agree to it; she gives you a Form W-4.',
    w4FilingStatus: 'W-4 Step 1(c): filing status',
    w4MultipleJobs: 'W-4 Step 2: multiple jobs or spouse works',
    w4Dependents: 'W-4 Step 3: dependents (per year)',
    w4OtherIncome: 'W-4 Step 4(a): other income (per year)',
    w4Deductions: 'W-4 Step 4(b): deductions (per year)',
    w4Extra: 'W-4 Step 4(c): extra withholding (per paycheck)',
    state: 'Withhold state income tax',
    stateHint: "When your nanny asks you to; she gives you the state's withholding form.",
    noStateTax: '{state} has no income tax on wages, so there is no state income tax to withhold.',
    stateFilingStatus: 'State form: filing status',
    stateAllowances: 'State form: allowances',
    stateAllowancesHint: "Leave empty for the state's default.",
    stateExtra: 'State form: extra withholding (per paycheck)',
    relationship: labelsByValue(RELATIONSHIP_OPTIONS),
    sameAsW4: 'Same as the W-4 (single without one)',
  },
  locality: {
    work: 'Where does your nanny work?',
    workElsewhere: 'Somewhere else in the state',
    workHint: 'For a city or county with its own minimum wage or tax on people who work there.',
    workMinimum: 'The pay is checked against {place}’s minimum wage.',
    workWithheld: 'Local income tax is withheld with state income tax.',
    workNotWithheld:
      'Local income tax is withheld with state income tax: turn on state withholding to include it.',
    home: 'Where does your nanny live?',
    homeElsewhere: 'Somewhere else (no city or county tax where she lives)',
    homeHint: 'City and county taxes on residents follow where she lives, wherever she works.',
    rate: 'Local income tax rate',
    /**
     * What to look up for a place whose rate the family enters, by locality code. Empty here: the
     * field shows the tax data's own words, which are English. The server fills the Spanish
     * (calculatorTextFor.server.ts), so only a Spanish page carries it, in its props.
     */
    rateLookups: NO_RATE_LOOKUPS,
  },
  errors: {
    decimalComma: 'Use a period for cents: {suggestion}.',
    payDate: 'Enter a paycheck date in {years}.',
    /** Joins the supported years: "2026 or 2027". */
    yearsJoin: ' or ',
    limits: {
      amount: 'Enter an amount from $0.01 to $1,000,000.',
      hoursPerWeek: 'Enter hours from 1 to 168.',
      weeksPerYear: 'Enter whole weeks from 1 to 52.',
      householdEmployees: 'Enter a whole number from 1 to 50.',
      suiRatePercent: 'Enter a rate from 0% to 20%, or leave it empty for the new-employer rate.',
      stateAllowances:
        "Enter a whole number from 0 to 99, or leave it empty for the state's default.",
      stateExtraWithholding: 'Enter the extra amount in dollars, or leave it empty.',
      w4DependentsCredit: 'Enter the Step 3 amount in dollars, or leave it empty.',
      w4OtherIncome: 'Enter the Step 4(a) amount in dollars, or leave it empty.',
      w4Deductions: 'Enter the Step 4(b) amount in dollars, or leave it empty.',
      w4ExtraWithholding: 'Enter the Step 4(c) amount in dollars, or leave it empty.',
      familyAgi: 'Enter your adjusted gross income in dollars.',
      childrenUnder13: 'Enter a whole number from 0 to 20.',
      dependentCareFsa: 'Enter your FSA contribution in dollars, or leave it empty.',
      daysPerWeek: 'Enter whole days from 1 to 7.',
      localRatePercent: 'Enter the local rate from 0% to 10%.',
    },
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
  summary: {
    answer:
      'You pay {employerTaxes} a year in employer taxes; your nanny takes home {netPay} {period}.',
    period: {
      weekly: 'a week',
      biweekly: 'every two weeks',
      semimonthly: 'twice a month',
      monthly: 'a month',
    },
    perUnit: { hour: 'an hour', week: 'a week', month: 'a month', year: 'a year' },
    grossRateBefore: 'For a take-home of {net}, pay',
    grossRateAfter: 'before taxes.',
    stateYear: '{state}, tax year {year}.',
    savingsFsa: 'Dependent-care FSA',
    savingsCredit: 'Child and dependent care credit',
    savingsTotal: 'Total savings per year',
    regularRate: 'Regular rate',
    overtimeRate: 'Overtime rate (1.5×)',
    doubleTimeRate: 'Double-time rate (2×)',
    averageRate: 'Average per hour worked',
    anHour: '{amount} an hour',
    asOf: 'as of {date}',
    sourceEstimated: ', estimated',
    newTab: '(opens in a new tab)',
  },
  payFloor: {
    belowFederal: 'Below the federal {amount} minimum{covering}.',
    belowPlace: 'Below {place}’s {amount} minimum{covering}.',
    covering: ', once overtime is counted',
    use: 'Use {amount}',
  },
  email: {
    heading: 'Email my results',
    address: 'Your e-mail address',
    hint: 'We’ll e-mail a summary and a link back to these results.',
    send: 'Email my results',
    sending: 'Sending…',
    sent: 'We sent your results to {address}.',
    failed: 'We couldn’t send your results just now.',
    timedOut:
      'We didn’t hear back in time, so we can’t tell whether your results were sent. It may arrive shortly.',
    tryAgain: 'Try again',
    empty: 'Enter your e-mail address.',
    invalid: 'Enter an e-mail address like name@example.com.',
  },
  unavailable: {
    downtimeTitle: 'The calculator is down for maintenance',
    downtimeBefore:
      'We’re updating it and it will be back shortly. For an estimate right now, call',
    downtimeAfter: 'and a specialist will work it out with you.',
    call: 'Call {phone}',
  },
  offerLinks: {
    label: 'Next steps',
    offerSheet: 'Make an offer: a printable sheet with these rates',
    share: 'Sharing a nanny with another family?',
  },
};

/** The calculator's words in one language: the English shape, every key translated. */
export type CalculatorText = Translation<typeof CALCULATOR_EN>;
