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

/**
 * A form's tax year and pay date for the engine input, and the field's error if any. An empty
 * field (a form made from an input without a date) keeps `taxYear`, whose figures then apply
 * from January 1, as the engine does without a date.
 */
export function payDateInput(
  text: string,
  taxYear: TaxYear,
): { fields: { taxYear: TaxYear; payDate?: string }; error?: string } {
  if (text.trim() === '') return { fields: { taxYear } };
  const read = readPayDate(text);
  return read.ok
    ? { fields: { taxYear: read.taxYear, payDate: read.payDate } }
    : { fields: { taxYear }, error: read.message };
}
