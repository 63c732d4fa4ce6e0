import { isIsoDate, yearOf } from '@/lib/tax/isoDate';
import { isTaxYear, SUPPORTED_TAX_YEARS, type TaxYear } from '@/lib/tax/taxYear';

/*
 * Reading the calculators' "Paycheck date" field (docs/calculator.md#paycheck-date): the day
 * whose figures the answer uses. The date input gives `YYYY-MM-DD`, or empty while a date is
 * cleared or half typed; the tax year follows the date. Engine side: the parsers use it; the
 * field itself needs only ./payDateRange.
 */

const YEARS = SUPPORTED_TAX_YEARS.join(' or ');

/** What the field says when its value cannot be used. */
export const PAY_DATE_MESSAGE = `Enter a paycheck date in ${YEARS}.`;

/** The tax year and pay date a field value gives, or the field's error. */
export type ReadPayDate =
  { ok: true; taxYear: TaxYear; payDate: string } | { ok: false; message: string };

/** Reads the field: a real day in a supported year, else the message. */
export function readPayDate(text: string): ReadPayDate {
  const value = text.trim();
  if (!isIsoDate(value)) return { ok: false, message: PAY_DATE_MESSAGE };
  const year = yearOf(value);
  return isTaxYear(year)
    ? { ok: true, taxYear: year, payDate: value }
    : { ok: false, message: PAY_DATE_MESSAGE };
}
