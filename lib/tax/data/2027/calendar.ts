import { type FilingFrequency, type PaymentCalendar, type PaymentReturn } from '../../calendar';
import { type StateCode } from '../../states';
import { type Figure } from '../../types';
import { STATE_RETURNS_2026 } from '../2026/stateReturns';
import { SOURCES_2027 as S } from './sources';

/** A 2027 due date by the 2026 rule: the form editions for 2027 are not out (carried). */
function due(
  value: string,
  source: { readonly source: string; readonly asOf: string },
  note?: string,
): Figure<string> {
  return {
    value,
    ...source,
    carriedFrom: 2026,
    estimated: true,
    note: `The 2026 rule applied to 2027's calendar, until the 2027 edition is checked.${note ? ` ${note}` : ''}`,
  };
}

/** The last day of the month after each 2027 quarter, weekends moved to the next business day. */
const AFTER_QUARTER = ['2027-04-30', '2027-08-02', '2027-11-01', '2028-01-31'] as const;
/** January 31 after 2027 (a Monday). */
const AFTER_YEAR = '2028-01-31';

/**
 * Each 2026 due date's counterpart in 2027 by the same rule (weekends moved to the next business
 * day): the last day of the month after a quarter, the 15th, 20th and 25th after it, January 31
 * and April 15 (January 15, 2028 is a Saturday and January 17 a holiday).
 */
const NEXT_YEAR: Readonly<Record<string, string>> = {
  '2026-04-30': '2027-04-30',
  '2026-07-31': '2027-08-02',
  '2026-11-02': '2027-11-01',
  '2027-02-01': '2028-01-31',
  '2026-04-27': '2027-04-26',
  '2026-07-27': '2027-07-26',
  '2026-10-26': '2027-10-25',
  '2027-01-25': '2028-01-25',
  '2027-04-15': '2028-04-17',
  '2026-04-20': '2027-04-20',
  '2026-07-20': '2027-07-20',
  '2026-10-20': '2027-10-20',
  '2027-01-20': '2028-01-20',
  '2026-04-15': '2027-04-15',
  '2026-07-15': '2027-07-15',
  '2026-10-15': '2027-10-15',
  '2027-01-15': '2028-01-18',
};

/** A 2026 due date moved to 2027 (by its rule, else by its place in the year). */
export function carriedDate(value: string, frequency: FilingFrequency, index: number): string {
  const next = NEXT_YEAR[value];
  if (next) return next;
  return frequency === 'annual' ? AFTER_YEAR : (AFTER_QUARTER[index] ?? value);
}

/** A 2026 return's dates moved to 2027's by the same rule, each carried (source and reason kept). */
function carriedReturn(r: PaymentReturn): PaymentReturn {
  const dueDates = r.dueDates.map((d, i) =>
    due(carriedDate(d.value, r.frequency, i), { source: d.source, asOf: d.asOf }, d.note),
  );
  return { ...r, dueDates };
}

const STATE_RETURNS_2027: Partial<Record<StateCode, readonly PaymentReturn[]>> = Object.fromEntries(
  Object.entries(STATE_RETURNS_2026).map(([state, returns]) => [state, returns.map(carriedReturn)]),
);

/** Tax year 2027's payment and filing dates. */
export const CALENDAR_2027: PaymentCalendar = {
  estimatedTax: [
    due('2027-04-15', S.IRS_DUE_DATES),
    due('2027-06-15', S.IRS_DUE_DATES),
    due('2027-09-15', S.IRS_DUE_DATES),
    due('2028-01-18', S.IRS_DUE_DATES, 'January 15, 2028 is a Saturday and January 17 a holiday.'),
  ],
  stateUiReports: [
    due('2027-04-30', S.STATE_UI_QUARTERLY),
    due('2027-08-02', S.STATE_UI_QUARTERLY, 'July 31, 2027 is a Saturday.'),
    due('2027-11-01', S.STATE_UI_QUARTERLY, 'October 31, 2027 is a Sunday.'),
    due('2028-01-31', S.STATE_UI_QUARTERLY),
  ],
  w2: due('2028-01-31', S.IRS_DUE_DATES),
  scheduleH: due(
    '2028-04-18',
    S.IRS_DUE_DATES,
    'April 15, 2028 is a Saturday and Monday, April 17 is Emancipation Day in Washington, D.C.',
  ),
  stateReturns: STATE_RETURNS_2027,
};
