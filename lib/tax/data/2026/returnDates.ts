import { type Figure } from '../../types';

/** One agency publication behind a return's dates (./returnSources and the regional files). */
export type ReturnRef = Pick<Figure<string>, 'source' | 'asOf' | 'estimated'>;

/** The last day of the month after each quarter, weekends moved to the next business day. */
export const AFTER_QUARTER = ['2026-04-30', '2026-07-31', '2026-11-02', '2027-02-01'] as const;
/** The 25th of the month after each quarter (Michigan, Vermont), weekends moved to the next business day. */
export const QUARTER_25TH = ['2026-04-27', '2026-07-27', '2026-10-26', '2027-01-25'] as const;
/** The 20th of the month after each quarter (District of Columbia, Michigan, Oklahoma), all business days in 2026. */
export const QUARTER_20TH = ['2026-04-20', '2026-07-20', '2026-10-20', '2027-01-20'] as const;
/** The 15th of the month after each quarter (Mississippi, Hawaii; Arkansas' and Montana's monthly dates), all business days in 2026. */
export const QUARTER_15TH = ['2026-04-15', '2026-07-15', '2026-10-15', '2027-01-15'] as const;
/** January 31 after the year (a Sunday in 2027, so Monday, February 1). */
export const AFTER_YEAR = '2027-02-01';
/** April 15 after the year (a Thursday in 2027). */
export const APRIL_AFTER_YEAR = '2027-04-15';

export const BY_AMOUNT =
  'The agency sets the filing frequency by the amount withheld; a household withholding little usually files quarterly, shown here.';

export const USUAL_QUARTERLY =
  'The agency’s page names the quarterly report but not its due date; the usual last day of the month after the quarter is shown.';

/** Four quarterly dates; with `estimated`, the note says why the schedule is not certain. */
export function quarterly(
  ref: ReturnRef,
  note?: string,
  estimated = true,
  dates: readonly string[] = AFTER_QUARTER,
): Figure<string>[] {
  return dates.map((value) => ({
    value,
    ...ref,
    ...(note ? { estimated, note } : {}),
  }));
}

/** One date a year, from the agency's publication. */
export function annual(ref: ReturnRef, value: string, note?: string): Figure<string>[] {
  return [{ value, ...ref, ...(note ? { estimated: false, note } : {}) }];
}
