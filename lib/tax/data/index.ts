import { type TaxYearData } from '../types';
import { TAX_YEAR_2026 } from './2026';

/**
 * The supported tax years. Adding 2027 is data only: a `data/2027/` folder shaped like
 * `data/2026/` and one entry here.
 */
export const TAX_YEARS = { 2026: TAX_YEAR_2026 } as const satisfies Record<number, TaxYearData>;

/** A tax year the engine has data for. */
export type TaxYear = keyof typeof TAX_YEARS;

/** True when `year` has data in `TAX_YEARS`. */
export function isTaxYear(year: number): year is TaxYear {
  return Object.hasOwn(TAX_YEARS, year);
}

/** The supported years, oldest first. */
export const SUPPORTED_TAX_YEARS: readonly TaxYear[] = Object.keys(TAX_YEARS)
  .map(Number)
  .filter(isTaxYear)
  .sort((a, b) => a - b);

/** The newest supported year: the default for the calculator. */
export const LATEST_TAX_YEAR: TaxYear = SUPPORTED_TAX_YEARS[SUPPORTED_TAX_YEARS.length - 1] ?? 2026;
