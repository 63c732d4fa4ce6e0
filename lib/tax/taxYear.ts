/*
 * The tax years the engine has data for. A leaf, so the request contract can name a year without
 * importing the year data. Adding 2027: add it here and a `data/2027/` folder registered in
 * `data/index.ts` (a missing folder is a compile error there).
 */

/** The supported years, oldest first. */
export const SUPPORTED_TAX_YEARS = [2026] as const;

/** A tax year the engine has data for. */
export type TaxYear = (typeof SUPPORTED_TAX_YEARS)[number];

/** True when `year` is one of `SUPPORTED_TAX_YEARS`. */
export function isTaxYear(year: number): year is TaxYear {
  return (SUPPORTED_TAX_YEARS as readonly number[]).includes(year);
}

/** The newest supported year: the default for the calculator. */
export const LATEST_TAX_YEAR: TaxYear =
  SUPPORTED_TAX_YEARS[SUPPORTED_TAX_YEARS.length - 1] ?? SUPPORTED_TAX_YEARS[0];
