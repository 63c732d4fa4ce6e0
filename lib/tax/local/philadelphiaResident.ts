import { type NannyTaxWarning } from '../contract';
import { entriesOf } from '../dated';
import { type Locality } from '../localities/types';
import { warning } from '../warnings';

/**
 * Act 32: a Pennsylvania employer withholds the higher of the employee's resident rate and the
 * work place's non-resident rate, and for a Philadelphia resident the resident rate is the Wage
 * Tax (docs/tax-local.md#both-a-resident-and-a-work-tax). An entered work-place rate up to the Wage
 * Tax's (its highest in the year, so an entry of the city's own rate counts) adds nothing to it.
 */
export function philadelphiaTaxCovers(
  work: Locality,
  home: Locality | undefined,
  enteredRate: number | null | undefined,
): boolean {
  if (work.tax?.kind !== 'enterRate' || home?.tax?.kind !== 'wageTax') return false;
  const highest = Math.max(...entriesOf(home.tax.resident).map((entry) => entry.value));
  return (enteredRate ?? 0) <= highest;
}

/** Why the entered work-place rate is not withheld on top of the Philadelphia resident tax. */
export function philadelphiaCoversWarning(
  home: Locality,
  enteredRate: number | null | undefined,
): NannyTaxWarning {
  return warning('LOCAL_INCOME_TAX_NOT_OWED', {
    reason: 'philadelphiaCovers',
    locality: home.code,
    place: home.name,
    enteredRate: enteredRate ?? null,
  });
}
