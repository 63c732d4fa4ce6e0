import { type StateCode } from '../states';
import { isTaxYear, type TaxYear } from '../taxYear';
import { findLocality } from './lookup';
import { type Locality, type LocalTaxKind } from './types';

/** Taxes that follow where the nanny lives (docs/tax-local.md#where-she-lives-and-where-she-works). */
const RESIDENT_TAX: ReadonlySet<LocalTaxKind> = new Set([
  'nycResident',
  'yonkers',
  'wageTax',
  'marylandCounty',
  'indianaCounty',
]);

/** Where the old `livesInLocality` switch was asked: the tax differs for residents and others. */
const SWITCHED: ReadonlySet<LocalTaxKind> = new Set(['nycResident', 'yonkers', 'wageTax']);

/** True when the place taxes the nanny who lives there (a "Where does your nanny live?" option). */
export function taxesResidents(locality: Locality): boolean {
  return locality.tax !== undefined && RESIDENT_TAX.has(locality.tax.kind);
}

/**
 * The residence a request without `residence` means: the work place (of the state) where it taxes residents and
 * `livesInLocality` is true (Maryland and Indiana counties always, as the switch was not asked
 * there), else none. So an old request or shared link gives the answer it always gave.
 */
export function impliedResidence(
  state: StateCode,
  locality: string | null,
  livesInLocality: boolean,
  year?: TaxYear,
): string | null {
  // Also called before validation (withDefaults must not throw): an unknown year implies none.
  const known = year === undefined || isTaxYear(year);
  const place = locality === null || !known ? undefined : findLocality(locality, year);
  if (!place?.tax || place.state !== state || !taxesResidents(place)) return null;
  return livesInLocality || !SWITCHED.has(place.tax.kind) ? place.code : null;
}
