import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { BY_AMOUNT, QUARTER_20TH, QUARTER_25TH, USUAL_QUARTERLY, quarterly } from './returnDates';
import { RETURN_SOURCES_WEST as W } from './returnSourcesWest';

/**
 * The withholding returns (and Minnesota Paid Leave) of the central states, joined to each state's
 * list in ./stateReturnsCentral (docs/tax.md#payment-calendar).
 */
export const WITHHOLDING_CENTRAL = {
  IL: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Illinois Department of Revenue',
    form: 'Form IL-941',
    title: 'Illinois income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.IL_IDOR_HOUSEHOLD,
      'Quarterly returns shown; a new registrant pays monthly (Form IL-501), and a household employer may instead report the year’s withholding on its own Form IL-1040, without registering.',
      false,
    ),
  },
  MI: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Michigan Department of Treasury',
    form: 'Form 5080 (Sales, Use and Withholding Taxes Return)',
    title: 'Michigan income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.MI_TREASURY_WITHHOLDING,
      'Treasury assigns monthly, quarterly or annual filing; quarterly (by the 20th) is shown, and the annual return (Form 5081) follows by February 28.',
      true,
      QUARTER_20TH,
    ),
  },
  MN: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Minnesota Department of Revenue',
    form: 'Minnesota withholding tax return (e-Services)',
    title: 'Minnesota income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.MN_DOR_HOUSEHOLD,
      'Withholding from a household employee is voluntary in Minnesota (at the employee’s request). Returns are quarterly; $1,500 or less withheld in a quarter is paid with the return, more monthly or semiweekly as with the IRS.',
      false,
    ),
  },
  MN_PAID_LEAVE: {
    kind: 'program',
    codes: ['MN_PAID_LEAVE'],
    agency: 'Minnesota Paid Leave (Department of Employment and Economic Development)',
    form: 'Paid Leave premium with the quarterly wage detail report',
    title: 'Minnesota Paid Leave premiums',
    frequency: 'quarterly',
    dueDates: quarterly(W.MN_PAID_LEAVE_PREMIUMS),
  },
  MO: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Missouri Department of Revenue',
    form: 'Form MO-941 (Employer’s Return of Income Taxes Withheld)',
    title: 'Missouri income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.MO_DOR_MO941,
      `Quarterly unless $500 or more a month was withheld in two months of the past year (then monthly). ${USUAL_QUARTERLY}`,
    ),
  },
  OH: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Ohio Department of Taxation',
    form: 'Form IT 501 (with the annual Form IT 941)',
    title: 'Ohio income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.OH_TAX_WITHHOLDING,
      'Withholding from domestic service in a private home is voluntary in Ohio; a household that withholds pays quarterly with Form IT 501 (April 30, July 31, October 31), and the fourth quarter is shown on January 31 with the annual Form IT 941.',
    ),
  },
  WI: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Wisconsin Department of Revenue',
    form: 'Form WT-6 (Withholding Tax Deposit Report)',
    title: 'Wisconsin income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(W.WI_DOR_WITHHOLDING, `${BY_AMOUNT} ${USUAL_QUARTERLY}`),
  },
  KY: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Kentucky Department of Revenue',
    form: 'Form K-1 (Form K-3 for the fourth quarter)',
    title: 'Kentucky income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.KY_DOR_WITHHOLDING,
      'Quarterly for $400 to $2,000 withheld a year (the fourth quarter with Form K-3, by January 31); less is paid once a year with Form K-3, more monthly by the 15th.',
      false,
    ),
  },
  LA: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Louisiana Department of Revenue',
    form: 'Form L-1 (Employer’s Return of Louisiana Withholding Tax)',
    title: 'Louisiana income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(W.LA_LDR_L1),
  },
  OK: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Oklahoma Tax Commission',
    form: 'Form WTH 10001 (Oklahoma Quarterly Wage Withholding Tax Return)',
    title: 'Oklahoma income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.OK_OTC_WTH10001,
      'Returns are quarterly; more than $500 withheld in a quarter is paid monthly, by the 20th of the next month.',
      false,
      QUARTER_20TH,
    ),
  },
  IA: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Iowa Department of Revenue',
    form: 'Iowa withholding quarterly return (GovConnectIowa)',
    title: 'Iowa income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.IA_IDR_WITHHOLDING,
      'Quarterly for less than $6,000 withheld a year; more is deposited monthly (by the 15th) for the first two months of each quarter, with the same quarterly return.',
      false,
    ),
  },
  KS: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Kansas Department of Revenue',
    form: 'Form KW-5 (Withholding Tax Deposit Report)',
    title: 'Kansas income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.KS_KDOR_KW5,
      'Quarterly (by the 25th) is for $200 to $1,200 withheld a year; more is paid monthly by the 15th, and $200 or less once a year by January 25.',
      true,
      QUARTER_25TH,
    ),
  },
  NE: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Nebraska Department of Revenue',
    form: 'Form 941N (Nebraska Income Tax Withholding Return)',
    title: 'Nebraska income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.NE_DOR_941N,
      'Quarterly for most employers; one withholding $500 or less a year, or filing its federal returns annually, may be assigned one annual return, due January 31.',
      false,
    ),
  },
} satisfies Partial<Record<StateCode | 'MN_PAID_LEAVE', PaymentReturn>>;
