import { z } from '@/lib/platform/validation/z';
import { isIsoDate, yearOf } from './isoDate';
import { isTaxYear, SUPPORTED_TAX_YEARS, type TaxYear } from './taxYear';

/*
 * A pay date in a request: `YYYY-MM-DD`, a real calendar day in a supported tax year. The tax
 * year follows it; without one the server uses today in New York (docs/tax.md#pay-date).
 */

/** A `payDate` field: a real `YYYY-MM-DD` day in a supported tax year. */
export const payDateSchema = z
  .string()
  .refine((value) => isIsoDate(value) && isTaxYear(yearOf(value)));

const YEARS = SUPPORTED_TAX_YEARS.join(', ');

/** What `payDate` must be, in plain words. */
export const PAY_DATE_RULE = `must be a date written YYYY-MM-DD (e.g. 2026-09-30) in a supported tax year (${YEARS})`;

/** The request's tax year and pay date once settled, or the field errors. */
export type SettledPayDate =
  | { ok: true; value: { taxYear: TaxYear; payDate?: string } }
  | { ok: false; errors: { field: string; message: string }[] };

/** The first or last day of `year`, whichever is nearer `today` (today itself inside the year). */
function nearestDayIn(year: TaxYear, today: string): string {
  if (yearOf(today) < year) return `${year}-01-01`;
  return yearOf(today) > year ? `${year}-12-31` : today;
}

/**
 * Settles `taxYear` and `payDate` (both already valid on their own): the year follows the pay
 * date; a year without a date takes today when today is in it (else the year's nearest end);
 * neither takes today. `today` is the server's clock reading, absent where there is none (a URL
 * parsed in the browser): then a year alone keeps no date, and a request needs one of the two. See docs/tax.md#pay-date.
 */
export function settlePayDate(
  given: { taxYear?: TaxYear | undefined; payDate?: string | undefined },
  today?: string,
): SettledPayDate {
  const { taxYear, payDate } = given;
  if (payDate !== undefined) {
    const year = yearOf(payDate);
    if (taxYear !== undefined && taxYear !== year) {
      return {
        ok: false,
        errors: [
          { field: 'taxYear', message: `must be the year of payDate (${year}), or left out` },
          { field: 'payDate', message: `must fall in taxYear (${taxYear})` },
        ],
      };
    }
    if (isTaxYear(year)) return { ok: true, value: { taxYear: year, payDate } };
  }
  if (taxYear !== undefined) {
    // Without a clock (a URL read in the browser) the engine's own default applies: January 1.
    if (today === undefined) return { ok: true, value: { taxYear } };
    return { ok: true, value: { taxYear, payDate: nearestDayIn(taxYear, today) } };
  }
  if (today === undefined)
    return { ok: false, errors: [{ field: 'taxYear', message: 'is required' }] };
  const year = yearOf(today);
  if (isTaxYear(year)) return { ok: true, value: { taxYear: year, payDate: today } };
  return {
    ok: false,
    errors: [
      {
        field: 'payDate',
        message: `is required: today (${today}) is outside the supported tax years (${YEARS})`,
      },
    ],
  };
}
