import { type StateCode } from '../../states';
import { type FilingStatus, type Figure, type WithholdingRow } from '../../types';

/** One value per filing status (married = the state's married-filing-jointly column). */
export type ByStatus<T> = Readonly<Record<FilingStatus, T>>;

/**
 * An annual standard deduction:
 * - `fixed`: a flat amount;
 * - `percent`: a share of wages between a floor and a cap (South Carolina);
 * - `linear`: `amount`, reduced by `rate` × wages over `phaseStart`, never below 0 (Wisconsin, Maine);
 * - `stepped`: `amount`, reduced by `step` for each `per` dollars of wages from `phaseStart` on
 *   (the first step at `phaseStart` itself), never below `floor` (Alabama's printed schedule).
 */
export type StandardDeduction =
  | { readonly kind: 'fixed'; readonly amount: number }
  | { readonly kind: 'percent'; readonly rate: number; readonly min: number; readonly max: number }
  | {
      readonly kind: 'linear';
      readonly amount: number;
      readonly phaseStart: number;
      readonly rate: number;
    }
  | {
      readonly kind: 'stepped';
      readonly amount: number;
      readonly phaseStart: number;
      readonly per: number;
      readonly step: number;
      readonly floor: number;
    };

/** A per-allowance amount that depends on annual wages (Alabama's dependent exemption). */
export interface WageTier {
  /** The tier applies to wages above this amount (0 for the first tier). */
  readonly over: number;
  readonly amount: number;
}

/**
 * The annualised percentage (formula) method most states publish: annual wages less a standard
 * deduction, exemptions and (in a few states) federal tax or FICA withheld, taxed on the state's
 * annual percentage-method rows, less credits; divided by pay periods and rounded as the state says.
 * A flat-rate state is one row. Every optional part is one state's rule, named for it below.
 */
export interface BracketMethod {
  readonly kind: 'brackets';
  /** Annual percentage-method rows: tax = base + rate × (taxable − over). */
  readonly rows: ByStatus<readonly WithholdingRow[]>;
  readonly standardDeduction?: ByStatus<StandardDeduction>;
  /** The standard deduction is given only to an employee claiming an allowance (South Carolina). */
  readonly standardDeductionNeedsAllowance?: boolean;
  /** Annual exemption every employee gets without claiming it as an allowance. */
  readonly personalExemption?: ByStatus<number>;
  /** Annual amount subtracted from wages per allowance, flat or by wage tier. */
  readonly allowanceExemption?: number | readonly WageTier[];
  /** Extra exemption once at least one allowance is claimed (Massachusetts: $4,400 for the first). */
  readonly firstAllowanceBonus?: number;
  /** Annual amount subtracted from the tax per allowance claimed. */
  readonly allowanceCredit?: number;
  /** Annual credit every employee gets, subtracted from the tax. */
  readonly personalCredit?: ByStatus<number>;
  /** No withholding when annual wages are at or below this (California, Maryland, Massachusetts). */
  readonly lowIncomeExemption?: ByStatus<number>;
  /** The low-income floor applies only with an allowance claimed (Massachusetts). */
  readonly lowIncomeExemptionNeedsAllowance?: boolean;
  /** A married employee claiming fewer allowances uses the single deductions (California DE 44). */
  readonly marriedAsSingleBelowAllowances?: number;
  /** A single employee claiming this many allowances or more uses the married figures (Oregon). */
  readonly singleAsMarriedFromAllowances?: number;
  /**
   * The federal income tax withheld is deducted from wages, up to an annual cap (null = all),
   * which `phaseOut` lowers by annual wages (Oregon).
   */
  readonly federalTaxDeduction?: {
    readonly cap: number | null;
    readonly phaseOut?: ByStatus<readonly TableStep[]>;
  };
  /** Allowance credits count only up to these annual wages (Oregon). */
  readonly allowanceCreditWageLimit?: ByStatus<number>;
  /**
   * Taxable income below `below` is set to the middle of its `per`-dollar bracket before the
   * table is applied (Arkansas's $50 mid-range rounding).
   */
  readonly taxableMidpoint?: { readonly per: number; readonly below: number };
  /** Social Security and Medicare withheld are deducted, up to an annual cap (Massachusetts). */
  readonly ficaDeduction?: { readonly cap: number };
  /** From these annual wages on, the tax changes by `adjustment` (Oregon's $50,000 tables). */
  readonly wageTier?: { readonly atLeast: number; readonly adjustment: number };
  /** The annual tax is rounded to whole dollars before dividing by pay periods (VA, AR, OR). */
  readonly roundAnnualTax?: boolean;
  /** Allowances assumed when the request gives none. */
  readonly defaultAllowances: ByStatus<number>;
  /** How the per-period amount is rounded: to the cent or to the whole dollar. */
  readonly rounding: 'cent' | 'dollar';
}

/** The employee elects a percentage of wages (Arizona Form A-4). */
export interface ElectedRateMethod {
  readonly kind: 'elected';
  /** The rate when the employee has not filed the form. */
  readonly defaultRate: number;
  /** The rates the form offers. */
  readonly rates: readonly number[];
}

/**
 * A flat rate less a credit that phases out with wages, computed per pay period with every line
 * rounded to whole dollars (Utah Pub 14): round(wages × rate) − max(0, credit − round(phaseRate ×
 * (wages − phaseStart))). Per-period credit and start are the annual ones ÷ periods, rounded.
 */
export interface PhasedCreditMethod {
  readonly kind: 'phasedCredit';
  readonly rate: number;
  readonly phaseRate: number;
  readonly credit: ByStatus<number>;
  readonly phaseStart: ByStatus<number>;
}

/** One row of a "more than" lookup table: `value` applies to annual wages above `over`. */
export interface TableStep {
  readonly over: number;
  readonly value: number;
}

/** One Connecticut withholding code's tables (TPG-211 Tables A-E). */
export interface PhasedTaxColumn {
  /** Table A: the exemption, phased out by annual wages. */
  readonly exemption: StandardDeduction;
  /** Table B: tax on wages less the exemption. */
  readonly rows: readonly WithholdingRow[];
  /** Table C: the 2% rate phase-out add-back. */
  readonly addBack: readonly TableStep[];
  /** Table D: the benefit recapture. */
  readonly recapture: readonly TableStep[];
  /** Table E: the personal tax credit, a share of the tax. */
  readonly credits: readonly TableStep[];
}

/**
 * Connecticut's TPG-211 method: tax on wages less a phased exemption, plus add-back and recapture
 * amounts looked up by wages, less a credit that is a share of the tax.
 */
export interface PhasedTaxMethod {
  readonly kind: 'phasedTax';
  readonly columns: ByStatus<PhasedTaxColumn>;
}

/** How one state computes withholding. */
export type StateWithholdingMethod =
  BracketMethod | ElectedRateMethod | PhasedCreditMethod | PhasedTaxMethod;

/** One year's withholding methods; a state with a wage income tax and no entry is not estimated. */
export type StateWithholdingTable = Readonly<
  Partial<Record<StateCode, Figure<StateWithholdingMethod>>>
>;

/** Local income taxes a state's employees may owe, which the estimate leaves out. */
export type LocalIncomeTaxTable = Readonly<Partial<Record<StateCode, Figure<string>>>>;
