import { type StateCode } from '../states';
import { type Figure } from '../types';
import { type HouseholdCoverage, type Locality, type LocalitySource } from './types';

/** A rate from a secondary report: estimated until checked against the city's own notice. */
export function reported(value: number, from: LocalitySource, note?: string): Figure<number> {
  return { value, ...from, estimated: true, ...(note ? { note } : {}) };
}

/** The ordinance names no household exclusion and no agency statement on nannies was found. */
export const SILENT_ON_HOUSEHOLDS =
  'The ordinance covers employers in the city without naming household employers, and no agency statement on nannies was found; treat it as applying.';

/** Rates that only reach employers above a size a family does not reach. */
export function largerEmployersOnly(threshold: string): string {
  return `The local rate applies only to employers with ${threshold}; a household employer pays the state minimum wage.`;
}

/** A locality that carries a local minimum wage (and, once merged, maybe a tax as well). */
export function wageLocality(
  state: StateCode,
  slug: string,
  name: string,
  rate: Figure<number>,
  householdCoverage: HouseholdCoverage,
  coverageNote: string,
): Locality {
  return {
    code: `${state}-${slug}`,
    name,
    state,
    minimumWage: { rate, householdCoverage, coverageNote },
  };
}

/**
 * One list for both rules: a minimum-wage entry whose code is already a tax locality (Montgomery
 * and Howard counties) adds its wage to that locality; the others are new localities.
 */
export function withMinimumWages(
  taxLocalities: readonly Locality[],
  wageLocalities: readonly Locality[],
): Locality[] {
  const wages = new Map(wageLocalities.map((l) => [l.code, l]));
  const merged = taxLocalities.map((l) => {
    const wage = wages.get(l.code)?.minimumWage;
    return wage ? { ...l, minimumWage: wage } : l;
  });
  const taxCodes = new Set(taxLocalities.map((l) => l.code));
  return [...merged, ...wageLocalities.filter((l) => !taxCodes.has(l.code))];
}

/** A year's locality list: the tax localities with the minimum wages merged in, by state then name. */
export function localityList(
  taxLocalities: readonly Locality[],
  wageLocalities: readonly Locality[],
): readonly Locality[] {
  return withMinimumWages(taxLocalities, wageLocalities).sort(
    (a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name),
  );
}
