import { type StateCode } from '../states';
import { ENTER_RATE_LOCALITIES } from './enterRate';
import { INDIANA_LOCALITIES } from './indiana';
import { MARYLAND_LOCALITIES } from './maryland';
import { withMinimumWages } from './minimumWages';
import { CALIFORNIA_MINIMUM_WAGES } from './minimumWagesCalifornia';
import { OTHER_MINIMUM_WAGES } from './minimumWagesOther';
import { WASHINGTON_MINIMUM_WAGES } from './minimumWagesWashington';
import { NEW_YORK_LOCALITIES } from './newYork';
import { PENNSYLVANIA_LOCALITIES } from './pennsylvania';
import { type Locality, type LocalTaxKind } from './types';

/** Every locality, with a tax, a minimum wage or both, by state then name (the 2026 figures). */
export const LOCALITIES: readonly Locality[] = withMinimumWages(
  [
    ...ENTER_RATE_LOCALITIES,
    ...INDIANA_LOCALITIES,
    ...MARYLAND_LOCALITIES,
    ...NEW_YORK_LOCALITIES,
    ...PENNSYLVANIA_LOCALITIES,
  ],
  [...WASHINGTON_MINIMUM_WAGES, ...CALIFORNIA_MINIMUM_WAGES, ...OTHER_MINIMUM_WAGES],
).sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name));

const BY_CODE = new Map(LOCALITIES.map((l) => [l.code, l]));

/** The locality with this code (case-insensitive), or undefined. */
export function findLocality(code: string): Locality | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** The localities of one state, by name. */
export function localitiesOf(state: StateCode): readonly Locality[] {
  return LOCALITIES.filter((l) => l.state === state);
}

/** Where the employee's residence changes the tax, so the page asks "does your nanny live there?". */
const RESIDENCE_ASKED: ReadonlySet<LocalTaxKind> = new Set(['nycResident', 'yonkers', 'wageTax']);

/** True when the locality's tax depends on whether the nanny lives there. */
export function asksResidence(locality: Locality): boolean {
  return locality.tax !== undefined && RESIDENCE_ASKED.has(locality.tax.kind);
}

/** True when the family enters the local rate itself (`localRate`). */
export function entersRate(locality: Locality): boolean {
  return locality.tax?.kind === 'enterRate';
}
