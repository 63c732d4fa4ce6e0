import { type StateCode } from './states';

/*
 * The engine's shared vocabulary: a sourced figure and the shapes of the federal and state
 * figures. A leaf: it imports nothing but the state list, so the year data (`data/`), the request
 * contract and the engine can all use it without an import cycle. The shape of a whole tax year,
 * which needs the overtime, withholding and calendar types too, is in ./taxYearData.
 */

/**
 * One sourced figure. Every rate, base and threshold in `data/` has this shape, so the result can
 * say where each number comes from and whether it is a projection.
 */
export interface Figure<T> {
  readonly value: T;
  /** The URL or publication title the value was taken from. */
  readonly source: string;
  /**
   * ISO date the source speaks for (its publication date or the rule's effective date), at the
   * precision the source gives: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
   */
  readonly asOf: string;
  /** True for a projection, a prior-year fallback, or a value no authoritative source confirmed. */
  readonly estimated?: boolean;
  /** Why the value is what it is, when that is not obvious from the source. */
  readonly note?: string;
  /**
   * The earlier year whose figure this is, where the year's own is not published yet (`note`
   * says why): an answer using it is preliminary (docs/tax.md#preliminary-answers).
   */
  readonly carriedFrom?: number;
  /**
   * Set where the figure changes inside the year: each value from its date on, in date order,
   * the first from the year's first day; `value` is the one `source` states, one of them
   * (docs/tax.md#effective-dates).
   */
  readonly changes?: readonly DatedValue<T>[];
}

/** A value in force from `from` (YYYY-MM-DD) until the next entry's date. */
export interface DatedValue<T> {
  readonly from: string;
  readonly value: T;
  /** Set where this value alone is a projection (the figure's own flag covers the rest). */
  readonly estimated?: boolean;
  /** Why this value is what it is, where it differs from the figure's note. */
  readonly note?: string;
}

/** Who bears a line item. */
export type Payer = 'employee' | 'employer';
/** Form W-4 / Form 1040 filing status. Married means married filing jointly. */
export type FilingStatus = 'single' | 'married' | 'head_of_household';
/** How often the nanny is paid. */
export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';

/** One row of a Pub 15-T annual percentage-method table: tax = base + rate × (wage − over). */
export interface WithholdingRow {
  readonly over: number;
  readonly base: number;
  readonly rate: number;
}

/** One income-tax bracket: `rate` applies to taxable income up to `upTo` (null = no top). */
export interface TaxBracket {
  readonly upTo: number | null;
  readonly rate: number;
}

/** The OBBBA child and dependent care credit rate schedule (IRC §21(a)(2) as amended for 2026). */
export interface ChildCareCreditSchedule {
  readonly maxRate: number;
  readonly firstPhaseStartAgi: number;
  readonly firstPhaseStep: number;
  readonly firstPhaseFloor: number;
  readonly secondPhaseStartAgi: { readonly joint: number; readonly other: number };
  readonly secondPhaseStep: { readonly joint: number; readonly other: number };
  readonly secondPhaseFloor: number;
}

/** Federal figures for one tax year (IRS Pub 926, Schedule H, Pub 15-T, IRC §21/§129). */
export interface FederalTaxData {
  readonly socialSecurity: {
    readonly employeeRate: Figure<number>;
    readonly employerRate: Figure<number>;
    readonly wageBase: Figure<number>;
  };
  readonly medicare: {
    readonly employeeRate: Figure<number>;
    readonly employerRate: Figure<number>;
  };
  readonly additionalMedicare: {
    readonly rate: Figure<number>;
    readonly threshold: Figure<number>;
  };
  /** Annual cash wages per employee from which all of the year's wages owe FICA. */
  readonly householdFicaThreshold: Figure<number>;
  readonly futa: {
    readonly netRate: Figure<number>;
    readonly wageBase: Figure<number>;
    /** Cash wages to all household employees in one calendar quarter that make FUTA owed. */
    readonly quarterlyTest: Figure<number>;
    /** Extra FUTA rate for states with an outstanding federal loan. */
    readonly creditReductions: Readonly<Partial<Record<StateCode, Figure<number>>>>;
  };
  readonly withholding: {
    readonly periodsPerYear: Figure<Readonly<Record<PayFrequency, number>>>;
    /** Worksheet 1A line 1g when the W-4 Step 2 box is not checked. */
    readonly step1Adjustment: Figure<{ readonly married: number; readonly other: number }>;
    readonly standardTables: Figure<Readonly<Record<FilingStatus, readonly WithholdingRow[]>>>;
    readonly step2Tables: Figure<Readonly<Record<FilingStatus, readonly WithholdingRow[]>>>;
  };
  readonly incomeTax: {
    readonly standardDeduction: Figure<Readonly<Record<FilingStatus, number>>>;
    readonly brackets: Figure<Readonly<Record<FilingStatus, readonly TaxBracket[]>>>;
  };
  readonly dependentCareFsaLimit: Figure<number>;
  readonly childCareCredit: {
    readonly expenseCap: Figure<{ readonly one: number; readonly twoOrMore: number }>;
    readonly schedule: Figure<ChildCareCreditSchedule>;
  };
  readonly minimumWage: Figure<number>;
  /** FLSA: 1.5× the regular rate after this many hours in a workweek (live-out only). */
  readonly overtimeWeeklyHours: Figure<number>;
}

/** An employer-size rule: the contribution applies only within this household-employee range. */
export interface EmployerSizeRule {
  readonly minEmployees?: number;
  readonly maxEmployees?: number;
}

/** One contribution to a state disability, paid-leave or long-term-care program. */
export interface ProgramContribution {
  /** Stable line code, e.g. `CA_SDI`, `OR_PAID_LEAVE`. */
  readonly code: string;
  readonly label: string;
  readonly payer: Payer;
  readonly rate: Figure<number>;
  /** Annual taxable-wage cap; null = all wages. */
  readonly wageBase: Figure<number> | null;
  /** Maximum contribution per week worked (NY DBL, HI TDI). */
  readonly weeklyCap?: Figure<number>;
  /** Maximum contribution per year (NY PFL). */
  readonly annualCap?: Figure<number>;
  readonly employerSize?: EmployerSizeRule;
  /** Coverage needs at least this many hours a week for the household (NY DBL/PFL). */
  readonly minHoursPerWeek?: number;
  /** A live-in worker is covered whatever the hours (NY WCB household employers). */
  readonly liveInCovered?: boolean;
  /** Applies only when the household withholds state income tax (VT Child Care Contribution). */
  readonly requiresStateWithholding?: boolean;
  /** Shown as a warning whenever the program applies: what the figure leaves out. */
  readonly notice?: string;
  /** Shown when the employer-size rule removes this contribution. */
  readonly exemptionNotice?: string;
}

/** How a state taxes wages, for withholding purposes. */
export type StateIncomeTaxRule =
  | { readonly kind: 'none' }
  | { readonly kind: 'flat'; readonly rate: number; readonly exemptAmount?: number }
  | { readonly kind: 'graduated' };

/**
 * When research last compared a jurisdiction's figures of one year with the agency's own
 * document or the statute, and which figures that was (docs/tax-data.md#last-checked).
 */
export interface CheckedOn {
  /** `YYYY-MM-DD`: never in the future, never before the newest date its figures speak for. */
  readonly on: string;
  /** The figures compared that day, for whoever checks next. */
  readonly what: string;
}

/** One `CheckedOn` for the federal figures and for each of the 51 jurisdictions. */
export type CheckedOnTable = Readonly<Record<'federal' | StateCode, CheckedOn>>;
