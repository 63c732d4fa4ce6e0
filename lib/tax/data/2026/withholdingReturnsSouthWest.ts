import { type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { AFTER_YEAR, QUARTER_15TH, QUARTER_25TH, annual, quarterly } from './returnDates';
import { RETURN_SOURCES_WEST as W } from './returnSourcesWest';

/** How a monthly schedule is shown on a quarterly calendar (Arkansas, Montana). */
const LAST_MONTH_SHOWN = 'each quarter’s amount is shown on the date its last month is due.';

/**
 * The withholding returns (and Hawaii's TDI carrier) of the southern and western states, joined to
 * each state's list in ./stateReturnsSouthWest (docs/tax.md#payment-calendar).
 */
export const WITHHOLDING_SOUTH_WEST = {
  AZ: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Arizona Department of Revenue',
    form: 'Form A1-QRT (Arizona Quarterly Withholding Tax Return)',
    title: 'Arizona income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.AZ_ADOR_A1QRT,
      'Quarterly for an average of $1,500 or less withheld a quarter; more is paid on the federal deposit schedule, still reconciled each quarter on Form A1-QRT.',
      false,
    ),
  },
  CO: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Colorado Department of Revenue',
    form: 'Form DR 1094 (Wage Withholding Tax Return)',
    title: 'Colorado income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.CO_DOR_DR1094,
      'Quarterly for less than $7,000 withheld a year; more is filed monthly, by the 15th.',
      false,
    ),
  },
  GA: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Georgia Department of Revenue',
    form: 'Form G-7 (Quarterly Return for Quarterly Payers)',
    title: 'Georgia income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(W.GA_DOR_G7),
  },
  HI: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Hawaii Department of Taxation',
    form: 'Form HW-14 (Withholding Tax Return)',
    title: 'Hawaii income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.HI_DOTAX_HW14,
      'Quarterly shown; over $5,000 withheld a year is paid monthly, by the 15th of the next month.',
      false,
      QUARTER_15TH,
    ),
  },
  HI_TDI: {
    kind: 'carrier',
    codes: ['HI_TDI'],
    agency: 'Your TDI insurance carrier (or approved self-insured plan)',
    form: 'TDI policy premium',
    title: 'Hawaii temporary disability insurance contributions',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.HI_DCD_TDI,
      'The carrier bills on the policy’s own schedule; the contributions you withhold go toward its premium. Quarterly shown.',
    ),
  },
  SC: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'South Carolina Department of Revenue',
    form: 'Form WH-1605 (Form WH-1606 for the fourth quarter)',
    title: 'South Carolina income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.SC_DOR_WH1605,
      'Quarterly returns (the fourth on Form WH-1606, by January 31); under $500 withheld in a quarter is paid with the return, more by the 15th of the month after it reaches $500.',
      false,
    ),
  },
  UT: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Utah State Tax Commission',
    form: 'Form TC-941E (annual, for Schedule H filers)',
    title: 'Utah income tax withholding',
    frequency: 'annual',
    dueDates: annual(W.UT_USTC_HOUSEHOLD, AFTER_YEAR),
  },
  NM: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'New Mexico Taxation and Revenue Department',
    form: 'Form TRD-41414 (Wage Withholding Tax Return)',
    title: 'New Mexico income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.NM_TRD_41414,
      'From 2026 the quarterly return is due the 25th of the month after the quarter; the Department may assign another frequency by the amount withheld.',
      true,
      QUARTER_25TH,
    ),
  },
  AR: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Arkansas Department of Finance and Administration',
    form: 'Form AR941M (monthly withholding report)',
    title: 'Arkansas income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.AR_DFA_AR941M,
      `Arkansas withholding is filed and paid monthly, by the 15th of the next month (once a year, by January 31, for $199 or less a year); ${LAST_MONTH_SHOWN}`,
      true,
      QUARTER_15TH,
    ),
  },
  MT: {
    kind: 'withholding',
    codes: ['STATE_INCOME_TAX'],
    agency: 'Montana Department of Revenue',
    form: 'Wage withholding payment (Form MW-3 reconciliation by January 31)',
    title: 'Montana income tax withholding',
    frequency: 'quarterly',
    dueDates: quarterly(
      W.MT_DOR_WITHHOLDING,
      `The Department assigns an annual, monthly (by the 15th of the next month) or accelerated schedule from the lookback period; ${LAST_MONTH_SHOWN}`,
      true,
      QUARTER_15TH,
    ),
  },
} satisfies Partial<Record<StateCode | 'HI_TDI', PaymentReturn>>;
