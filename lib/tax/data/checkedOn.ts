import { type TaxYear } from '../taxYear';
import { type CheckedOnTable } from '../types';
import { CHECKED_ON_2026 } from './2026/checkedOn';

/**
 * Each year's "last checked" table, for the year the methods page counts; a year gets one when
 * it becomes the newest published year (docs/tax-data.md#last-checked).
 */
export const CHECKED_ON: Readonly<Partial<Record<TaxYear, CheckedOnTable>>> = {
  2026: CHECKED_ON_2026,
};
