import {
  type EmployeeRelationship,
  type FederalWithholdingInput,
  type NannyTaxPayRates,
  type NannyTaxResult,
  type NannyTaxWarning,
  type StateWithholdingInput,
} from '../contract';
import { type TaxYear } from '../taxYear';
import { type StateCode } from '../states';
import { type PayFrequency } from '../types';

/** How the week's overtime premium is divided between the families (docs/calculator.md#nanny-share). */
export type OvertimeSplit = 'pay' | 'hours';

/** One family of a nanny share: its part of the shared pay, its own hours and withholding. */
export interface NannyShareFamilyInput {
  /** Default "Family A", "Family B", "Family C". */
  label?: string;
  /** The family's fraction (0–1) of the pay for the shared hours; all families' add up to 1. */
  shareOfSharedPay: number;
  /** Hours a week the nanny works for this family alone. Default 0. */
  soloHoursPerWeek?: number;
  /** Hourly rate for the solo hours, dollars. Default: the shared rate. */
  soloRate?: number;
  /** The nanny's W-4 given to this family. Default null: no federal income tax withheld. */
  federalWithholding?: FederalWithholdingInput | null;
  /** As the single calculator's `stateWithholding`. Default false. */
  stateWithholding?: boolean | StateWithholdingInput;
  /** How the nanny is related to this family (Pub 926). Default "none". */
  employeeRelationship?: EmployeeRelationship;
}

/** The nanny-share request (public contract of POST /api/nanny-share). */
export interface NannyShareInput {
  taxYear: TaxYear;
  /** The pay date (YYYY-MM-DD, in `taxYear`), as in the single calculator. Default January 1. */
  payDate?: string;
  state: StateCode;
  /** Where the nanny works: a locality code (e.g. "NY-NYC"), passed to each family's calculation. */
  locality?: string | null;
  /** Whether the nanny lives in the locality, read only when `residence` is absent. Default true. */
  livesInLocality?: boolean;
  /** Where the nanny lives, as in the single calculator's `residence`. Absent: from the two above. */
  residence?: string | null;
  /** The local rate (0–0.1), for an "enter your rate" locality. Default null. */
  localRate?: number | null;
  payFrequency: PayFrequency;
  /** Default 52. */
  weeksPerYear?: number;
  /** Default false. */
  liveIn?: boolean;
  /** Workdays a week the hours are spread over (daily overtime). Default 5. */
  daysPerWeek?: number;
  /** California's personal-attendant rule (see NannyTaxInput). Default true. */
  personalAttendant?: boolean;
  /** Hours a week the nanny cares for the families' children together. */
  sharedHoursPerWeek: number;
  /** The combined hourly rate for the shared hours, dollars. */
  sharedRate: number;
  /** Default "pay": in proportion to each family's straight-time pay. */
  overtimeSplit?: OvertimeSplit;
  /** Two or three families. */
  families: NannyShareFamilyInput[];
}

/** A family with every default filled in. */
export interface CompleteShareFamily extends Required<
  Omit<NannyShareFamilyInput, 'federalWithholding' | 'stateWithholding'>
> {
  federalWithholding: FederalWithholdingInput | null;
  stateWithholding: boolean | StateWithholdingInput;
}

/** A `NannyShareInput` with every default filled in. */
export interface CompleteNannyShareInput extends Required<
  Omit<NannyShareInput, 'families' | 'locality' | 'localRate' | 'payDate' | 'residence'>
> {
  payDate?: string;
  locality: string | null;
  residence: string | null;
  localRate: number | null;
  families: CompleteShareFamily[];
}

/** One family's week in the share, dollars. */
export interface ShareFamilyWeek {
  /** Hours the family is credited with: its share of the shared hours plus its solo hours. */
  hours: number;
  straightTimePay: number;
  overtimePremium: number;
  grossPay: number;
}

/** One family as employer: the single calculator's full result, with its label and week. */
export interface NannyShareFamilyResult extends NannyTaxResult {
  label: string;
  week: ShareFamilyWeek;
}

/** The nanny's side, summed over the families' paychecks, dollars. */
export interface NannyShareNannyTotals {
  grossWages: number;
  employeeTaxes: number;
  netPay: number;
}

/** The nanny-share response. Money in dollars, rounded to cents. */
export interface NannyShareResult {
  taxYear: TaxYear;
  /** The pay date whose figures the per-paycheck amounts use (YYYY-MM-DD). */
  payDate: string;
  /** True when any family's answer is preliminary (figures carried from an earlier year). */
  preliminary: boolean;
  state: StateCode;
  families: NannyShareFamilyResult[];
  nanny: { annual: NannyShareNannyTotals; perPaycheck: NannyShareNannyTotals };
  /** The nanny's week across the families: straight-time, 1.5× and 2× hours. */
  hours: { regular: number; overtime: number; doubleTime: number };
  /** The nanny's rates for the share as a whole (the regular rate is the weighted average). */
  payRates: NannyTaxPayRates;
  overtimeSplit: OvertimeSplit;
  /** About the share as a whole: minimum wage, overtime and how its premium is split. */
  warnings: NannyTaxWarning[];
}
