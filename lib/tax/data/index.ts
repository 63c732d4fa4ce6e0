import { type TaxYear } from '../taxYear';
import { type TaxYearData } from '../taxYearData';
import { TAX_YEAR_2026 } from './2026';
import { TAX_YEAR_2027 } from './2027';

/**
 * Each supported year's data (the years are listed in ../taxYear). Adding a year is data only: a
 * `data/<year>/` folder typed `TaxYearData` and one entry here (docs/tax.md#the-tax-year-folder).
 */
export const TAX_YEARS: Readonly<Record<TaxYear, TaxYearData>> = {
  2026: TAX_YEAR_2026,
  2027: TAX_YEAR_2027,
};
