import { type PaymentCalendar } from './calendar';
import { type EmployeeRelationship } from './contract';
import { type LocalityData } from './localities/types';
import { type StateOvertimeRules } from './overtime/types';
import { type UnemploymentSurcharge } from './state/surcharges';
import { type LocalIncomeTaxTable, type StateWithholdingTable } from './state/withholding/types';
import { type StateCode } from './states';
import {
  type FederalTaxData,
  type Figure,
  type ProgramContribution,
  type StateIncomeTaxRule,
} from './types';

/** One state's (or DC's) figures for one tax year. */
export interface StateTaxData {
  readonly unemployment: {
    readonly wageBase: Figure<number>;
    /**
     * The rate a new household employer starts at; where the state sets it per quarter (NH's Fund
     * Balance Reduction) it carries the quarters' dates (docs/tax-data.md#quarter-dependent-rates).
     */
    readonly newEmployerRate: Figure<number>;
    /**
     * Set where the state gives a new employer its industry's rate and no private-household
     * (NAICS 814110) rate was found, so `newEmployerRate` is a placeholder: `rule` says how the
     * state sets the rate, for the warning (docs/tax-data.md#industry-based-new-employer-rates).
     */
    readonly industryRated?: { readonly rule: string };
    /** Cash wages in one calendar quarter that make a household liable (the registration test). */
    readonly quarterlyTrigger: Figure<number>;
    /** Employee-paid UI (AK, NJ, PA): rate and annual base (null = all wages). */
    readonly employee: Figure<{ readonly rate: number; readonly wageBase: number | null }> | null;
  };
  readonly programs: readonly ProgramContribution[];
  readonly incomeTax: Figure<StateIncomeTaxRule>;
  /** Headline state minimum wage; `note` says when it may not cover a one-nanny household. */
  readonly minimumWage: Figure<number>;
  /** State overtime rules that differ from the FLSA's (daily overtime, live-in overtime). */
  readonly overtime?: StateOvertimeRules;
  /** Employer charges on UI wages beyond the UI rate (CA ETT, DC admin assessment, MN base tax). */
  readonly surcharges?: readonly UnemploymentSurcharge[];
  /**
   * What the household should know that no figure of this year shows (a program that starts
   * next year), each sourced; shown as a `STATE_PROGRAM_NOTE` warning. A year's own message, not
   * carried into the next.
   */
  readonly notices?: readonly Figure<string>[];
  /** Family employees the state's UI law excludes, where it differs from FUTA's exclusions. */
  readonly familyUiExclusions?: Figure<readonly EmployeeRelationship[]>;
}

/** Everything the engine needs for one tax year. Adding a year is adding one of these. */
export interface TaxYearData {
  readonly year: number;
  readonly federal: FederalTaxData;
  readonly states: Readonly<Record<StateCode, StateTaxData>>;
  /** Each income-tax state's employer withholding method (absent = not sourced yet). */
  readonly stateWithholding: StateWithholdingTable;
  /** Local income taxes left out of the estimate, named in a warning. */
  readonly localIncomeTaxes: LocalIncomeTaxTable;
  /** Cities and counties with their own income tax or minimum wage (docs/tax.md#the-tax-year-folder). */
  readonly localities: LocalityData;
  /** Payment and filing dates for the year view. */
  readonly calendar: PaymentCalendar;
}
