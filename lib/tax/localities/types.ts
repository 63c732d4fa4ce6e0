import { type StateCode } from '../states';
import { type Figure, type WithholdingRow } from '../types';

/** Where a local figure comes from: the agency document or report, and the date it speaks for. */
export interface LocalitySource {
  readonly source: string;
  readonly asOf: string;
}

/** A source entry of a year's data: the document and the date it speaks for. */
export function sourceRef(source: string, asOf: string): LocalitySource {
  return { source, asOf };
}

/**
 * New York City's resident tax, NYS-50-T-NYC Method II on the annual schedule: annual wages less
 * the deduction allowance and $1,000 per allowance, taxed on `rows` (single and married alike).
 */
export interface NycResidentSchedule {
  readonly deduction: { readonly single: number; readonly married: number };
  readonly exemption: number;
  readonly rows: readonly WithholdingRow[];
}

/**
 * Yonkers' non-resident earnings tax (NYS-50-T-Y Method VIII): `rate` on annual wages less the
 * exclusion of the first row whose `over` the wages exceed; nothing below `minimumWages`.
 */
export interface YonkersNonresidentTax {
  readonly rate: number;
  readonly minimumWages: number;
  readonly exclusions: readonly { readonly over: number; readonly exclusion: number }[];
}

/**
 * A Maryland county rate: a flat rate, or marginal brackets on Maryland taxable income (Anne
 * Arundel, Frederick) with their own bounds for joint and head-of-household filers.
 */
export type MarylandCountyRate =
  | { readonly kind: 'flat'; readonly rate: number }
  | {
      readonly kind: 'brackets';
      readonly single: readonly WithholdingRow[];
      readonly joint: readonly WithholdingRow[];
    };

/** How a locality's income tax is withheld (one module per kind in lib/tax/local/). */
export type LocalTax =
  | { readonly kind: 'nycResident'; readonly schedule: Figure<NycResidentSchedule> }
  | {
      readonly kind: 'yonkers';
      /** Share of the New York State tax withheld from a resident (16.75%). */
      readonly residentSurcharge: Figure<number>;
      readonly nonresident: Figure<YonkersNonresidentTax>;
    }
  | { readonly kind: 'marylandCounty'; readonly rate: Figure<MarylandCountyRate> }
  | {
      readonly kind: 'wageTax';
      /** Rates that change on July 1 carry their dates (`changes`, docs/tax.md#effective-dates). */
      readonly resident: Figure<number>;
      readonly nonresident: Figure<number>;
    }
  | { readonly kind: 'indianaCounty'; readonly rate: Figure<number> }
  | {
      readonly kind: 'enterRate';
      /** What the family should look up, in plain words (shown on the page and in a warning). */
      readonly lookup: Figure<string>;
    };

export type LocalTaxKind = LocalTax['kind'];

/**
 * Whether a local minimum-wage ordinance reaches a household employer of one nanny: `covered`
 * (it does), `excluded` (by its words or its employer-size or industry limits it does not), or
 * `unclear` (it does not say, and no agency statement was found). See
 * docs/tax.md#local-minimum-wage.
 */
export type HouseholdCoverage = 'covered' | 'excluded' | 'unclear';

/** A city's or county's own minimum wage and whether it reaches a household employer. */
export interface LocalMinimumWage {
  /** Dollars per hour, for the rate in force on the figure's `asOf` date. */
  readonly rate: Figure<number>;
  readonly householdCoverage: HouseholdCoverage;
  /** Why the coverage is what it is, in plain words (shown with the warning or the note). */
  readonly coverageNote: string;
}

/**
 * One place a nanny may work: a city, county or a state-wide "enter your rate" entry. A locality
 * carries a local income tax, a local minimum wage, or both, so one list serves both rules.
 * Codes are `<STATE>-<SLUG>` in capitals (`NY-NYC`, `MD-BALTIMORE-CITY`).
 */
export interface Locality {
  readonly code: string;
  readonly name: string;
  readonly state: StateCode;
  readonly tax?: LocalTax;
  /** The local minimum wage, where the city or county sets its own. */
  readonly minimumWage?: LocalMinimumWage;
}

/**
 * One tax year's localities: every place with a local tax or minimum wage, and the ten local
 * rates of Maryland's withholding guide (a county withholds at the first at or above its own).
 */
export interface LocalityData {
  readonly list: readonly Locality[];
  readonly marylandScheduleRates: Figure<readonly number[]>;
}
