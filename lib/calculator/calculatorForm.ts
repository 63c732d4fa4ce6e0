import {
  type CompleteNannyTaxInput,
  type EmployeeRelationship,
  type PayPer,
  type PayType,
} from '@/lib/tax/contract';
import { type StateCode } from '@/lib/tax/states';
import { type FilingStatus, type PayFrequency } from '@/lib/tax/types';
import { decimalToPercentText } from './numberText';

/**
 * What the calculator form holds: choices as their engine values, typed numbers as the text the
 * user typed (so "12." or an empty field survive until they become a number again).
 */
export interface CalculatorFormValues {
  /** The paycheck's date as the date field gives it (`YYYY-MM-DD`; empty while cleared). */
  payDate: string;
  state: StateCode;
  amount: string;
  per: PayPer;
  type: PayType;
  hoursPerWeek: string;
  payFrequency: PayFrequency;
  liveIn: boolean;
  weeksPerYear: string;
  householdEmployees: string;
  employerPaysEmployeeFica: boolean;
  /** Percent as typed ("2.7"); empty means the state's new-employer rate. */
  suiRatePercent: string;
  stateWithholding: boolean;
  /** The state form's filing status; empty = the W-4's (else single). */
  stateFilingStatus: FilingStatus | '';
  /** Allowances on the state form as typed; empty = the state's default. */
  stateAllowances: string;
  /** Extra state withholding per paycheck as typed; empty = none. */
  stateExtraWithholding: string;
  federalWithholding: boolean;
  w4FilingStatus: FilingStatus;
  w4MultipleJobs: boolean;
  w4DependentsCredit: string;
  w4OtherIncome: string;
  w4Deductions: string;
  w4ExtraWithholding: string;
  familySavings: boolean;
  familyFilingStatus: FilingStatus;
  familyAgi: string;
  childrenUnder13: string;
  dependentCareFsa: string;
  daysPerWeek: string;
  personalAttendant: boolean;
  employeeRelationship: EmployeeRelationship;
  parentException: boolean;
  /** Locality code where the nanny works; empty = none chosen. */
  locality: string;
  /** Locality code where the nanny lives (its resident tax); empty = none of these places. */
  residence: string;
  /** An entered local rate, percent as typed ("1.25"). */
  localRatePercent: string;
}

/** The form fields typed as text, which are the only ones that can be invalid. */
export type NumericField =
  | 'amount'
  | 'hoursPerWeek'
  | 'weeksPerYear'
  | 'householdEmployees'
  | 'suiRatePercent'
  | 'stateAllowances'
  | 'stateExtraWithholding'
  | 'w4DependentsCredit'
  | 'w4OtherIncome'
  | 'w4Deductions'
  | 'w4ExtraWithholding'
  | 'familyAgi'
  | 'childrenUnder13'
  | 'dependentCareFsa'
  | 'daysPerWeek'
  | 'localRatePercent';

/** One plain-words message per invalid field: a typed number, or the paycheck date. */
export type FieldErrors = Partial<Record<NumericField | 'payDate', string>>;

/** Children assumed when the savings estimate is switched on (the URL parser's default too). */
const DEFAULT_CHILDREN = 1;

// Optional dollar amounts whose default is 0 show as an empty field rather than a "0" to delete.
function optionalDollars(value: number): string {
  return value === 0 ? '' : String(value);
}

/** The form showing an engine input (the page's initial state and the shared-URL state). */
export function formFromInput(input: CompleteNannyTaxInput): CalculatorFormValues {
  const w4 = input.federalWithholding;
  const family = input.family;
  const sit = input.stateWithholding || null;
  return {
    payDate: input.payDate ?? '',
    state: input.state,
    amount: String(input.pay.amount),
    per: input.pay.per,
    type: input.pay.type,
    hoursPerWeek: String(input.hoursPerWeek),
    payFrequency: input.payFrequency,
    liveIn: input.liveIn,
    weeksPerYear: String(input.weeksPerYear),
    householdEmployees: String(input.householdEmployees),
    employerPaysEmployeeFica: input.employerPaysEmployeeFica,
    suiRatePercent: input.suiRate === null ? '' : decimalToPercentText(input.suiRate),
    stateWithholding: sit !== null,
    stateFilingStatus: sit?.filingStatus ?? '',
    stateAllowances: sit?.allowances == null ? '' : String(sit.allowances),
    stateExtraWithholding: optionalDollars(sit?.additionalWithholding ?? 0),
    federalWithholding: w4 !== null,
    w4FilingStatus: w4?.filingStatus ?? 'single',
    w4MultipleJobs: w4?.multipleJobs ?? false,
    w4DependentsCredit: optionalDollars(w4?.dependentsCredit ?? 0),
    w4OtherIncome: optionalDollars(w4?.otherIncome ?? 0),
    w4Deductions: optionalDollars(w4?.deductions ?? 0),
    w4ExtraWithholding: optionalDollars(w4?.extraWithholding ?? 0),
    familySavings: family !== null,
    familyFilingStatus: family?.filingStatus ?? 'married',
    familyAgi: family ? String(family.agi) : '',
    childrenUnder13: String(family?.childrenUnder13 ?? DEFAULT_CHILDREN),
    dependentCareFsa: optionalDollars(family?.dependentCareFsa ?? 0),
    daysPerWeek: String(input.daysPerWeek),
    personalAttendant: input.personalAttendant,
    employeeRelationship: input.employeeRelationship,
    parentException: input.parentException,
    locality: input.locality ?? '',
    residence: input.residence ?? '',
    localRatePercent: input.localRate === null ? '' : decimalToPercentText(input.localRate),
  };
}
