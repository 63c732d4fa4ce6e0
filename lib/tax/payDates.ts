import { type PayFrequency } from './types';

/*
 * The pay dates of a year by pay frequency, for figures that change inside the year
 * (docs/tax.md#effective-dates): weekly on every Friday, biweekly on every other Friday from the
 * first, semimonthly on the 15th and the month's last day, monthly on the last day. Only the first
 * `periods` are kept, so a year with 53 Fridays still has 52 weekly paychecks.
 */

const FRIDAY = 5;

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function fridays(year: number, step: number): string[] {
  const date = new Date(Date.UTC(year, 0, 1));
  date.setUTCDate(1 + ((FRIDAY - date.getUTCDay() + 7) % 7));
  const out: string[] = [];
  while (date.getUTCFullYear() === year) {
    out.push(iso(date));
    date.setUTCDate(date.getUTCDate() + 7 * step);
  }
  return out;
}

function monthEnds(year: number, withFifteenth: boolean): string[] {
  return Array.from({ length: 12 }, (_, m) => {
    const end = iso(new Date(Date.UTC(year, m + 1, 0)));
    return withFifteenth ? [iso(new Date(Date.UTC(year, m, 15))), end] : [end];
  }).flat();
}

/** Computed lists by year, frequency and count: a few dozen at most, and half an engine run each. */
const PAY_DATES = new Map<string, readonly string[]>();

/** The year's pay dates (YYYY-MM-DD), in order, `periods` of them at most. */
export function payDatesOf(
  year: number,
  frequency: PayFrequency,
  periods: number,
): readonly string[] {
  const key = `${year}:${frequency}:${periods}`;
  const known = PAY_DATES.get(key);
  if (known) return known;
  const all =
    frequency === 'weekly'
      ? fridays(year, 1)
      : frequency === 'biweekly'
        ? fridays(year, 2)
        : monthEnds(year, frequency === 'semimonthly');
  const dates = Object.freeze(all.slice(0, periods));
  PAY_DATES.set(key, dates);
  return dates;
}

/** The calendar quarter (0 to 3) of an ISO date. */
export function quarterIndexOf(isoDate: string): number {
  return Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3);
}
