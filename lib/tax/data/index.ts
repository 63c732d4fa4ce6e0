import { type TaxYear } from '../taxYear';
import { type TaxYearData } from '../taxYearData';
import { TAX_YEAR_2026 } from './2026';

/**
 * Each supported year's data (the years are listed in ../taxYear). Adding 2027 is data only: a
 * `data/2027/` folder shaped like `data/2026/` and one entry here.
 */
export const TAX_YEARS: Readonly<Record<TaxYear, TaxYearData>> = { 2026: TAX_YEAR_2026 };
