import { type Figure } from '../../../types';
import { SOURCES } from '../sources';

/** The household registration test most states share with FUTA: $1,000 cash wages in a quarter. */
export const FOLLOWS_FUTA_TEST: Figure<number> = {
  value: 1_000,
  ...SOURCES.UI_THRESH,
  note: 'Follows the FUTA test; not confirmed state by state.',
};

/** Paid-leave programs capped at the 2026 Social Security wage base. */
export const PFML_WAGE_BASE: Figure<number> = { value: 184_500, ...SOURCES.EY_PFML };

/** A new-employer SUI rate known only from a competitor's 2026 state guide: an estimate. */
export function caretaxRate(value: number): Figure<number> {
  return {
    value,
    ...SOURCES.CARETAX,
    estimated: true,
    note: 'Presumed new-employer rate from a competitor page; enter your assigned rate.',
  };
}
