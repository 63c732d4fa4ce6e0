import { TAX_YEARS } from '../data';
import { type StateCode } from '../states';
import { LATEST_TAX_YEAR, type TaxYear } from '../taxYear';
import { type Locality, type LocalTaxKind } from './types';

/** Every locality of a tax year, with a tax, a minimum wage or both, by state then name. */
export function localitiesIn(year: TaxYear = LATEST_TAX_YEAR): readonly Locality[] {
  return TAX_YEARS[year].localities.list;
}

/** The calculator year's localities: the list the page offers (the engine reads by year). */
export const LOCALITIES: readonly Locality[] = localitiesIn(LATEST_TAX_YEAR);

const BY_CODE = new Map<TaxYear, ReadonlyMap<string, Locality>>();

function byCode(year: TaxYear): ReadonlyMap<string, Locality> {
  let map = BY_CODE.get(year);
  if (!map) {
    map = new Map(localitiesIn(year).map((l) => [l.code, l]));
    BY_CODE.set(year, map);
  }
  return map;
}

/** The locality with this code (case-insensitive) in a tax year's data, or undefined. */
export function findLocality(code: string, year: TaxYear = LATEST_TAX_YEAR): Locality | undefined {
  return byCode(year).get(code.trim().toUpperCase());
}

/** The localities of one state in a tax year, by name. */
export function localitiesOf(
  state: StateCode,
  year: TaxYear = LATEST_TAX_YEAR,
): readonly Locality[] {
  return localitiesIn(year).filter((l) => l.state === state);
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

/** Where to look up the rate the family enters, in the tax data's words; undefined elsewhere. */
export function rateLookupOf(locality: Locality): string | undefined {
  return locality.tax?.kind === 'enterRate' ? locality.tax.lookup.value : undefined;
}
