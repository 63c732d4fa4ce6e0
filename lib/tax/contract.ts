import { type TaxYear } from './taxYear';
import { type StateCode } from './states';
import { type WarningParamsByCode, type MessageCode } from './messages/warningParams';
import { type FilingStatus, type Payer, type PayFrequency } from './types';

/** The unit an amount of pay is quoted in. */
export type PayPer = 'hour' | 'week' | 'month' | 'year';
/** Whether the amount is before taxes (gross) or the take-home target (net). */
export type PayType = 'gross' | 'net';

export interface PayInput {
  /** Dollars per `per`, greater than 0. */
  amount: number;
  per: PayPer;
  type: PayType;
}

/**
 * How the employee is related to the employer (IRS Pub 926, "Wages not counted"): `under_18` is an
 * employee under 18 at any time in the year whose principal occupation is not household work (a
 * student, for example).
 */
export type EmployeeRelationship = 'none' | 'spouse' | 'child_under_21' | 'parent' | 'under_18';

/** The employee's 2020-or-later Form W-4, when federal income tax withholding is agreed. */
export interface FederalWithholdingInput {
  filingStatus: FilingStatus;
  /** Step 2 checkbox (multiple jobs or spouse works). Default false. */
  multipleJobs?: boolean;
  /** Step 3 annual credits, dollars. Default 0. */
  dependentsCredit?: number;
  /** Step 4(a) other annual income, dollars. Default 0. */
  otherIncome?: number;
  /** Step 4(b) annual deductions, dollars. Default 0. */
  deductions?: number;
  /** Step 4(c) extra withholding per pay period, dollars. Default 0. */
  extraWithholding?: number;
}

/**
 * The employee's state withholding certificate (DE 4, IT-2104, IL-W-4 …), when state income tax
 * withholding is agreed. Every field is optional.
 */
export interface StateWithholdingInput {
  /** Null or absent: the federal W-4 filing status when one is given, else single. */
  filingStatus?: FilingStatus | null;
  /** Allowances or exemptions claimed on the state form. Null or absent: the state's default. */
  allowances?: number | null;
  /** Extra withholding per pay period, dollars. Default 0. */
  additionalWithholding?: number;
}

/** A state certificate with its defaults filled; null = decided per state when calculating. */
export type CompleteStateWithholding = Required<StateWithholdingInput>;

/** The family's own tax facts, for the dependent-care FSA and credit estimate. */
export interface FamilyInput {
  filingStatus: FilingStatus;
  /** Adjusted gross income, dollars. */
  agi: number;
  childrenUnder13: number;
  /** Planned dependent-care FSA contribution, dollars. Default 0. */
  dependentCareFsa?: number;
}

/**
 * The calculator request (public contract). Only taxYear, state, pay, hoursPerWeek and
 * payFrequency are required; each other field's default is in its comment. (The API also takes
 * `payDate` alone and settles the year from it: docs/tax.md#pay-date.)
 */
export interface NannyTaxInput {
  taxYear: TaxYear;
  /**
   * The pay date (YYYY-MM-DD, in `taxYear`): one paycheck uses the figures in force on it. Default
   * January 1 of `taxYear` for direct callers; the API defaults it to today in New York.
   */
  payDate?: string;
  state: StateCode;
  pay: PayInput;
  hoursPerWeek: number;
  /** Default 52. */
  weeksPerYear?: number;
  payFrequency: PayFrequency;
  /** Default false. */
  liveIn?: boolean;
  /** The employer pays the employee's Social Security and Medicare. Default false. */
  employerPaysEmployeeFica?: boolean;
  /** Household employees including this one; drives size exemptions and quarterly tests. Default 1. */
  householdEmployees?: number;
  /** Default null: no federal income tax withheld. */
  federalWithholding?: FederalWithholdingInput | null;
  /**
   * Withhold state income tax with the state's own formula: true (the state's defaults) or the
   * employee's state certificate. Default false.
   */
  stateWithholding?: boolean | StateWithholdingInput;
  /** The household's assigned SUI rate as a decimal fraction (0.027); null = new-employer rate. */
  suiRate?: number | null;
  /** Default null: no savings estimate. */
  family?: FamilyInput | null;
  /** Workdays a week, 1–7; hours are spread evenly over them (daily overtime). Default 5. */
  daysPerWeek?: number;
  /**
   * The nanny is a personal attendant: at least 80% of the time goes to supervising, feeding or
   * dressing the children (California's overtime rules depend on it). Default true.
   */
  personalAttendant?: boolean;
  /** Default "none". Spouses, children under 21, parents and under-18 students are treated per Pub 926. */
  employeeRelationship?: EmployeeRelationship;
  /**
   * Pub 926's parent exception: the parent cares for your child under 18 (or one who needs an
   * adult's care for 4 weeks in a quarter) and you are divorced and not remarried, widowed, or
   * living with a spouse who cannot care for the child. Then a parent's wages owe Social Security
   * and Medicare. Only read when `employeeRelationship` is "parent". Default false.
   */
  parentException?: boolean;
  /**
   * Where the nanny works: a locality code from `GET /api/nanny-tax/localities` (`NY-NYC`,
   * `MD-MONTGOMERY`, `PA-EIT` …) of the request's state. Its income tax is withheld with state
   * income tax (docs/tax.md#local-income-tax). Default null: no local tax.
   */
  locality?: string | null;
  /**
   * Where the nanny lives: a locality code of the request's state whose tax follows residence
   * (NYC, Yonkers, Philadelphia, a Maryland or Indiana county), or null for none of these places.
   * Resident taxes follow it; `locality` keeps the minimum wage and non-resident taxes
   * (docs/tax-local.md#where-she-lives-and-where-she-works). Absent: read from `livesInLocality`.
   */
  residence?: string | null;
  /**
   * The older way to say where she lives, read only when `residence` is absent: true = she lives
   * in `locality` (where its tax follows residence). Default true.
   */
  livesInLocality?: boolean;
  /** The local rate as a decimal fraction (0–0.1), for an "enter your rate" locality. Default null. */
  localRate?: number | null;
}

/** A `NannyTaxInput` with every default filled in. */
export interface CompleteNannyTaxInput extends Required<
  Omit<NannyTaxInput, 'federalWithholding' | 'family' | 'stateWithholding' | 'payDate'>
> {
  /** Absent: January 1 of `taxYear` (the calculator page sends none yet). */
  payDate?: string;
  federalWithholding: Required<FederalWithholdingInput> | null;
  /** False = no state income tax withheld. */
  stateWithholding: CompleteStateWithholding | false;
  family: Required<FamilyInput> | null;
}

/** The five money totals, in dollars. */
export interface NannyTaxTotals {
  grossWages: number;
  employeeTaxes: number;
  netPay: number;
  employerTaxes: number;
  totalEmployerCost: number;
}

/** One tax or contribution. `rate` is a decimal fraction, or null for table-based withholding. */
export interface NannyTaxLineItem {
  code: string;
  label: string;
  payer: Payer;
  rate: number | null;
  taxableWages: number;
  annual: number;
  perPaycheck: number;
  /** The distinct sources joined with " ; " (kept for older readers; `sources` is structured). */
  source: string;
  asOf: string;
  estimated: boolean;
  /**
   * Each distinct source of the line's figures: words, links apart, as-of, estimated. The engine
   * always sets it; optional so line items built elsewhere (fixtures, older answers) still type.
   */
  sources?: NannyTaxSource[];
}

export interface NannyTaxSavings {
  dependentCareFsa: number;
  childCareCredit: number;
  total: number;
}

/** A source as a reader sees it: its words, its links apart, the date it speaks for. */
export interface NannyTaxSource {
  /** The agency, document and what it says, with no web address in it. */
  text: string;
  /** The web addresses it cites, to link. */
  urls: string[];
  asOf: string;
  estimated: boolean;
}

export interface NannyTaxWarning {
  code: string;
  /** Plain words: never a web address or an article title (those are in `source`). */
  message: string;
  /**
   * What the message says, as data: the code's parameters, from which the message is rendered in
   * each language (docs/tax.md#warning-messages). Absent on a message not yet rendered this way.
   */
  params?: WarningParamsByCode[MessageCode];
  /**
   * For a pay below a minimum wage: whose minimum and its hourly rate, so the calculator can say
   * so at the Pay field ("Below Seattle's $21.30 minimum") and offer the rate.
   */
  minimum?: WageMinimum;
  /** Where the figure the warning quotes comes from, for the source list. */
  source?: NannyTaxSource;
}

/** A minimum wage a pay falls below: federal, the state's or a city's or county's. */
export interface WageMinimum {
  scope: 'federal' | 'state' | 'local';
  /** The state's or locality's name; "United States" for the federal minimum. */
  place: string;
  /** Dollars an hour. */
  hourly: number;
  /**
   * The pay in the request's own unit that meets this minimum, rounded up to the cent: for a
   * salary, with the overtime it must cover. Null for a take-home target.
   */
  payAtMinimum: number | null;
}

/**
 * The hourly rates the pay means, in dollars rounded to cents (docs/calculator.md#pay-rates):
 * for a salary or take-home pay, the regular rate it implies under the state's overtime rules.
 */
export interface NannyTaxPayRates {
  regularHourly: number;
  /** 1.5 × the regular rate. */
  overtimeHourly: number;
  /** 2 × the regular rate, only where the state's rule pays double time (California). */
  doubleTimeHourly?: number;
  /** Gross pay per hour worked, overtime premium included. */
  effectiveHourly: number;
}

/** The calculator response (public contract). Money in dollars, rounded to cents. */
export interface NannyTaxResult {
  taxYear: TaxYear;
  /** The pay date whose figures the per-paycheck amounts use (YYYY-MM-DD). */
  payDate: string;
  /**
   * True when a line uses a figure carried from an earlier year, not yet published for this one;
   * the `PRELIMINARY_FIGURES` warning says how many and where (docs/tax.md#preliminary-answers).
   */
  preliminary: boolean;
  state: StateCode;
  annual: NannyTaxTotals;
  perPaycheck: NannyTaxTotals;
  payRates: NannyTaxPayRates;
  lineItems: NannyTaxLineItem[];
  savings: NannyTaxSavings | null;
  warnings: NannyTaxWarning[];
  /** The year by calendar quarter, with the payment and filing dates. */
  yearView: NannyTaxYearView;
}

/** One calendar quarter of the year: wages paid and the taxes that accrue on them, in dollars. */
export interface NannyTaxQuarter {
  quarter: 1 | 2 | 3 | 4;
  grossWages: number;
  employeeTaxes: number;
  employerTaxes: number;
  totalEmployerCost: number;
  /** State unemployment charges (SUI and its surcharges) for the quarter, paid with its report. */
  stateUnemployment: number;
}

/** A payment or filing date. */
export interface NannyTaxDueDate {
  /** ISO date. */
  date: string;
  /** What is due, in plain words. */
  what: string;
  /** Dollars to pay on that date, or null for a filing with nothing to pay. */
  amount: number | null;
  source: string;
  /** The date is a typical rule that the household's state may set differently. */
  estimated: boolean;
  /** Who is paid or filed with: "IRS", "California Employment Development Department". */
  agency: string;
  /** The form, or null where the state's household-employer form is not in the data. */
  form: string | null;
  /** The period it covers: "2026-Q1" for a quarter, "2026" for the year. */
  period: string;
  /** How often this return is filed: the same return's other rows share it. */
  frequency: 'quarterly' | 'annual';
  /** Codes of the line items whose amounts this row pays; empty for a filing with nothing to pay. */
  lineCodes: string[];
  /** Why the date or schedule is what it is (why it is estimated), or null. */
  note: string | null;
  /** The due date's source, structured: words, links apart, as-of, estimated. */
  sources: NannyTaxSource[];
}

export interface NannyTaxYearView {
  quarters: NannyTaxQuarter[];
  /**
   * Every amount the line items owe or withhold, in exactly one row of the return it is paid
   * with, plus the filings (docs/tax.md#payment-calendar): the amounts add up to the line items.
   */
  dueDates: NannyTaxDueDate[];
  /** How the year was spread, in one sentence. */
  note: string;
}
