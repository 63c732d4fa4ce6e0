import {
  type ByStatus,
  type StandardDeduction,
  type TableStep,
} from '../../../state/withholding/types';
import { type WithholdingRow } from '../../../types';

/** The same value for every filing status. */
export function all<T>(value: T): ByStatus<T> {
  return { single: value, married: value, head_of_household: value };
}

/** Per-status values; head of household defaults to the single column, as most guides say. */
export function cols<T>(single: T, married: T, headOfHousehold: T = single): ByStatus<T> {
  return { single, married, head_of_household: headOfHousehold };
}

/** Printed percentage-method rows as `[over, base, rate]` triples. */
export function rows(...triples: readonly (readonly [number, number, number])[]): WithholdingRow[] {
  return triples.map(([over, base, rate]) => ({ over, base, rate }));
}

/** One flat rate on all taxable wages. */
export function flat(rate: number): WithholdingRow[] {
  return [{ over: 0, base: 0, rate }];
}

/** A fixed standard deduction. */
export function fixed(amount: number): StandardDeduction {
  return { kind: 'fixed', amount };
}

/** One allowance for the employee (the usual personal allowance), whatever the status. */
export const ONE_ALLOWANCE = all(1);
/** No allowances: states whose allowances count dependents only, or that have none. */
export const NO_ALLOWANCES = all(0);

/**
 * A printed "more than" table that climbs in equal steps: `count` rows from `over` every `every`
 * dollars, worth `value`, then `value + increment`, … (Connecticut's add-back and recapture).
 */
export function ladder(
  over: number,
  every: number,
  count: number,
  value: number,
  increment: number,
): TableStep[] {
  return Array.from({ length: count }, (_, i) => ({
    over: over + i * every,
    value: value + i * increment,
  }));
}

/** A printed "more than" table as `[over, value]` pairs. */
export function steps(...pairs: readonly (readonly [number, number])[]): TableStep[] {
  return pairs.map(([over, value]) => ({ over, value }));
}
