import { type StateCode } from '../states';

/**
 * English text that comes from the tax data (a coverage note, a program's notice, who sets an
 * overtime rule): rendered as is in English, through the Spanish note table in Spanish
 * (docs/tax.md#warning-messages).
 */
export type DataText = string;

/** Who is paid below a minimum: an hourly rate, or the regular rate a salary implies. */
interface BelowMinimum {
  readonly salaried: boolean;
  /** The regular rate, dollars an hour. */
  readonly rate: number;
  /** The minimum wage, dollars an hour. */
  readonly minimum: number;
}

/** A city or county: its locality id and its name. */
export interface Place {
  readonly locality: string;
  readonly place: string;
}

/** A city's or county's minimum wage: its locality id, its name and the rate's own note. */
interface LocalWage {
  readonly locality: string;
  readonly place: string;
  readonly minimum: number;
  readonly note: DataText | null;
}

/** The overtime thresholds a daily rule quotes (null where a limit does not apply). */
export interface OvertimeLimits {
  readonly daily: number | null;
  readonly weekly: number | null;
  readonly dailyDouble: number | null;
  readonly premiumFromDay: number | null;
  /** Nevada: daily overtime only below this regular rate (dollars an hour). */
  readonly dailyOnlyUnder: number | null;
}

/** Who sets an overtime rule: the FLSA, the state, both, or neither (the live-in exemption). */
export interface OvertimeAuthority {
  readonly flsa: boolean;
  readonly state: StateCode | null;
}

interface OvertimeSource {
  readonly authority: OvertimeAuthority;
  /** The state's live-in notice, appended to the message. */
  readonly notice: DataText | null;
}

/** The state's withholding assumptions: an elected rate, a formula, or allowances. */
export type WithholdingAssumption =
  | { readonly method: 'elected'; readonly defaultRate: number; readonly rates: readonly number[] }
  | { readonly method: 'formula'; readonly status: FilingStatusWord }
  | {
      readonly method: 'allowances';
      readonly status: FilingStatusWord;
      readonly allowances: number;
      readonly defaulted: boolean;
    };

export type FilingStatusWord = 'single' | 'married' | 'head_of_household';

/** The employee's relationship to the family, when it is one (see ../relationships). */
export type FamilyRelation = 'spouse' | 'child_under_21' | 'parent' | 'under_18';

/**
 * Each warning's parameters, by code: amounts in dollars (numbers), places as state codes or
 * locality ids (with the name a locality has no other source for), years as numbers. A message is
 * rendered from these per language (./warnings.en.ts, ./warnings.es.ts).
 */
export interface WarningParamsByCode {
  BELOW_FEDERAL_MINIMUM_WAGE: BelowMinimum;
  BELOW_STATE_MINIMUM_WAGE: BelowMinimum & {
    readonly state: StateCode;
    readonly note: DataText | null;
  };
  BELOW_LOCAL_MINIMUM_WAGE: BelowMinimum &
    LocalWage & {
      /** Set when it is unclear whether the ordinance covers a household: why. */
      readonly unclearCoverage: DataText | null;
    };
  LOCAL_WAGE_ORDINANCE_EXCLUDES_HOUSEHOLD: LocalWage & { readonly coverageNote: DataText };
  OVERTIME_APPLIED: OvertimeSource &
    (
      | {
          readonly daily: false;
          readonly hours: number;
          readonly afterHours: number | null;
          readonly rate: number;
        }
      | {
          readonly daily: true;
          readonly hoursPerWeek: number;
          readonly daysPerWeek: number;
          readonly hours: number;
          readonly doubleHours: number;
          readonly rate: number;
          readonly limits: OvertimeLimits;
        }
    );
  SALARY_MUST_COVER_OVERTIME: OvertimeSource & {
    readonly hoursPerWeek: number;
    readonly rate: number;
    readonly regularHours: number;
    readonly hours: number;
    readonly doubleHours: number;
  };
  LIVE_IN_NO_OVERTIME: { readonly notice: DataText | null };
  FICA_THRESHOLD_NOT_REACHED: {
    readonly annualWages: number;
    readonly taxYear: number;
    readonly threshold: number;
  };
  FICA_THRESHOLD_REACHED: { readonly threshold: number; readonly week: number };
  FUTA_OWED: { readonly trigger: number; readonly week: number };
  FUTA_NOT_OWED: { readonly trigger: number };
  SUI_OWED: { readonly state: StateCode; readonly trigger: number; readonly week: number };
  SUI_NOT_OWED: { readonly state: StateCode; readonly trigger: number };
  SUI_RATE_BY_INDUSTRY: {
    readonly state: StateCode;
    readonly industryRule: DataText;
    readonly rate: number;
  };
  EMPLOYER_SIZE_EXEMPTION: { readonly note: DataText };
  STATE_PROGRAM_NOTE: { readonly note: DataText };
  STATE_WITHHOLDING_ASSUMPTIONS: { readonly state: StateCode } & WithholdingAssumption;
  STATE_INCOME_TAX_NOT_ESTIMATED: { readonly state: StateCode };
  LOCAL_INCOME_TAX_NOT_INCLUDED: { readonly note: DataText };
  ESTIMATED_FIGURES: { readonly lines: readonly string[] };
  NET_TO_GROSS: {
    readonly per: 'hour' | 'week' | 'month' | 'year';
    readonly target: number;
    readonly gross: number;
    readonly net: number;
  };
  SAVINGS_ASSUMPTIONS: {
    readonly fsaUsed: number;
    readonly marginalRate: number;
    readonly ficaRate: number;
    readonly creditRate: number;
    readonly creditExpenses: number;
  };
  FSA_CAPPED: { readonly limit: number };
  NO_QUALIFYING_CHILDREN: Record<string, never>;
  FAMILY_EMPLOYEE: {
    readonly relationship: FamilyRelation;
    readonly state: StateCode;
    readonly fica: boolean;
    readonly futa: boolean;
    readonly stateUi: boolean;
    readonly parentException: boolean;
    /** The state's own note on which family members its UI excludes. */
    readonly uiNote: DataText | null;
  };
  WITHHOLDING_CAPPED: { readonly lines: readonly string[] };
  PRELIMINARY_FIGURES: {
    readonly taxYear: number;
    readonly count: number;
    readonly fromYears: readonly number[];
    readonly lines: readonly string[];
  };
  LOCAL_INCOME_TAX_NOT_WITHHELD: { readonly places: readonly Place[] };
  LOCAL_INCOME_TAX_NOT_OWED:
    | { readonly reason: 'nycNonresident' }
    | ({ readonly reason: 'marylandNonresident' } & Place)
    | ({ readonly reason: 'philadelphiaCovers'; readonly enteredRate: number | null } & Place);
  LOCAL_INCOME_TAX_RESIDENCE: Place & { readonly rule: 'maryland' | 'indiana' };
  LOCAL_INCOME_TAX_ENTERED_RATE: { readonly rate: number; readonly lookup: DataText };
  SHARE_OVERTIME_SPLIT: {
    readonly premium: number;
    readonly splitBy: 'pay' | 'hours';
    readonly families: readonly { readonly label: string; readonly premium: number }[];
  };
}

/** Every code whose message is rendered from parameters. */
export type MessageCode = keyof WarningParamsByCode;

/** A warning's code with its parameters, the two always of the same code. */
export type CodedParams = {
  [C in MessageCode]: { readonly code: C; readonly params: WarningParamsByCode[C] };
}[MessageCode];

/** One language's messages: a function of its parameters per code. */
export type WarningMessages = {
  readonly [C in MessageCode]: (params: WarningParamsByCode[C]) => string;
};
