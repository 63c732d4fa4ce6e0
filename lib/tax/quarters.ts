import { scaleCents } from './money';

/*
 * How the engine places a year's wages in calendar quarters: spread evenly over the weeks worked,
 * starting in January (the year view's stated assumption, docs/tax-data.md#quarter-dependent-rates).
 */

export const QUARTERS = [1, 2, 3, 4] as const;
/** Each quarter's first day, as MM-DD. */
export const QUARTER_STARTS = ['01-01', '04-01', '07-01', '10-01'] as const;
const WEEKS_PER_QUARTER = 13;

/** Weeks worked by the end of each quarter. */
export function cumulativeWeeks(weeksPerYear: number): number[] {
  return QUARTERS.map((q) => Math.min(weeksPerYear, WEEKS_PER_QUARTER * q));
}

/** Year-to-date wages (cents) at the end of each quarter. */
export function cumulativeWages(annualCents: number, weeksPerYear: number): number[] {
  return cumulativeWeeks(weeksPerYear).map((weeks) => scaleCents(annualCents, weeks, weeksPerYear));
}

/** Differences of a running total: what falls in each quarter. */
export function perQuarter(cumulative: readonly number[]): number[] {
  return cumulative.map((value, i) => value - (i === 0 ? 0 : (cumulative[i - 1] ?? 0)));
}
