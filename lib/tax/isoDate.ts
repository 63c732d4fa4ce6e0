/*
 * Calendar dates as ISO strings (`YYYY-MM-DD`): pay dates and the dates figures take effect.
 * Compared as strings, which orders them by date. No clock is read here: callers pass it.
 */

/** The time zone whose calendar day is "today" for a request without a pay date. */
export const PAY_DATE_TIME_ZONE = 'America/New_York';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is `YYYY-MM-DD` and names a real day (no Feb 30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The calendar year of an ISO date (`2026-09-30` → 2026). */
export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

/** One formatter per time zone: building one costs about 60 µs, a quarter of an API answer. */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Today's date (`YYYY-MM-DD`) in a time zone, from a clock reading the caller took. */
export function todayIn(now: Date, timeZone: string = PAY_DATE_TIME_ZONE): string {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DAY_FORMATS.set(timeZone, format);
  }
  return format.format(now);
}

/** January 1 of `year`, the pay date a direct engine caller gets when it names none. */
export function firstDayOf(year: number): string {
  return `${year}-01-01`;
}
