/*
 * The tax years the engine has data for. A leaf, so the request contract can name a year without
 * importing the year data. Adding a year: add it here and a `data/<year>/` folder registered in
 * `data/index.ts` (a missing folder is a compile error there).
 */

/** The supported years, oldest first. */
export const SUPPORTED_TAX_YEARS = [2026, 2027] as const;

/** A tax year the engine has data for. */
export type TaxYear = (typeof SUPPORTED_TAX_YEARS)[number];

/** True when `year` is one of `SUPPORTED_TAX_YEARS`. */
export function isTaxYear(year: number): year is TaxYear {
  return (SUPPORTED_TAX_YEARS as readonly number[]).includes(year);
}

/**
 * The newest year whose figures are published: the calculator page's default. A later supported
 * year (2027 while its figures are carried from 2026) answers as preliminary
 * (docs/tax.md#preliminary-answers) until it is published and named here.
 */
export const LATEST_TAX_YEAR: TaxYear = 2026;
