import {
  type CompleteNannyTaxInput,
  type CompleteStateWithholding,
  type NannyTaxInput,
} from './contract';
import { isIsoDate, yearOf } from './isoDate';
import { LATEST_TAX_YEAR, isTaxYear } from './taxYear';
import { NannyTaxInputError } from './errors';
import { isStateCode } from './states';
import { INPUT_BOUNDS } from './inputBounds';
import { isEmployeeRelationship } from './relationships';
import { localityError } from './localities/validation';
import { impliedResidence } from './localities/residence';

const FILING_STATUSES: readonly string[] = ['single', 'married', 'head_of_household'];

/** Defaults of the optional request fields (the public contract). */
export const NANNY_TAX_DEFAULTS = {
  weeksPerYear: 52,
  liveIn: false,
  employerPaysEmployeeFica: false,
  householdEmployees: 1,
  federalWithholding: null,
  stateWithholding: false,
  suiRate: null,
  family: null,
  daysPerWeek: 5,
  personalAttendant: true,
  employeeRelationship: 'none',
  parentException: false,
  locality: null,
  livesInLocality: true,
  localRate: null,
} as const;

/** Defaults inside the W-4 and family objects. */
export const W4_DEFAULTS = {
  multipleJobs: false,
  dependentsCredit: 0,
  otherIncome: 0,
  deductions: 0,
  extraWithholding: 0,
} as const;
export const FAMILY_DEFAULTS = { dependentCareFsa: 0 } as const;
/** `stateWithholding: true`: the state's defaults (filing status from the W-4, else single). */
export const STATE_WITHHOLDING_DEFAULTS: CompleteStateWithholding = {
  filingStatus: null,
  allowances: null,
  additionalWithholding: 0,
};

/** A complete example input: the calculator's starting point and the query parser's fallback. */
export const DEFAULT_NANNY_TAX_INPUT: CompleteNannyTaxInput = {
  taxYear: LATEST_TAX_YEAR,
  state: 'TX',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
  ...NANNY_TAX_DEFAULTS,
  // No plain default: an absent residence is read from `locality` and `livesInLocality`.
  residence: null,
};

function isPositiveFinite(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/**
 * Fills in every default and rejects what the engine cannot compute. The API validates first
 * (lib/tax/request.ts); this guards direct callers with the same essentials.
 */
export function completeInput(input: NannyTaxInput): CompleteNannyTaxInput {
  // Widened so the messages can name a value the types say cannot occur (untyped callers).
  const { taxYear, state }: { taxYear: number; state: string } = input;
  if (!isTaxYear(taxYear)) throw new NannyTaxInputError(`Unsupported tax year ${taxYear}.`);
  if (!isStateCode(state)) throw new NannyTaxInputError(`Unknown state ${state}.`);
  if (!isPositiveFinite(input.pay.amount)) throw new NannyTaxInputError('Pay must be above 0.');
  if (input.pay.amount < INPUT_BOUNDS.amount.min) {
    throw new NannyTaxInputError('Pay rounds to $0.00: it must be at least one cent.');
  }
  if (!isPositiveFinite(input.hoursPerWeek)) throw new NannyTaxInputError('Hours must be above 0.');
  const complete = withDefaults(input);
  if (
    !Number.isInteger(complete.weeksPerYear) ||
    complete.weeksPerYear < 1 ||
    complete.weeksPerYear > 52
  ) {
    throw new NannyTaxInputError('Weeks per year must be a whole number from 1 to 52.');
  }
  if (!Number.isInteger(complete.householdEmployees) || complete.householdEmployees < 1) {
    throw new NannyTaxInputError('Household employees must be a whole number of at least 1.');
  }
  const sit = complete.stateWithholding;
  if (
    sit &&
    sit.allowances !== null &&
    !(Number.isInteger(sit.allowances) && sit.allowances >= 0)
  ) {
    throw new NannyTaxInputError('State allowances must be a whole number of at least 0.');
  }
  if (sit && sit.filingStatus !== null && !FILING_STATUSES.includes(sit.filingStatus)) {
    throw new NannyTaxInputError(`Unknown state filing status ${String(sit.filingStatus)}.`);
  }
  if (sit && !(Number.isFinite(sit.additionalWithholding) && sit.additionalWithholding >= 0)) {
    throw new NannyTaxInputError('Additional state withholding must be 0 or more.');
  }
  if (
    !Number.isInteger(complete.daysPerWeek) ||
    complete.daysPerWeek < 1 ||
    complete.daysPerWeek > 7
  ) {
    throw new NannyTaxInputError('Days per week must be a whole number from 1 to 7.');
  }
  if (!isEmployeeRelationship(complete.employeeRelationship)) {
    throw new NannyTaxInputError(
      `Unknown employee relationship ${String(complete.employeeRelationship)}.`,
    );
  }
  const { payDate } = complete;
  if (payDate !== undefined && !(isIsoDate(payDate) && yearOf(payDate) === complete.taxYear)) {
    throw new NannyTaxInputError(`Pay date ${payDate} is not a YYYY-MM-DD day in ${taxYear}.`);
  }
  const localityProblem = localityError(complete);
  if (localityProblem) throw new NannyTaxInputError(localityProblem);
  return complete;
}

/** Fills in every default without validating (for callers that must not throw). */
export function withDefaults(input: NannyTaxInput): CompleteNannyTaxInput {
  // Field by field rather than spreading the request over the defaults: the spread copied into a
  // slow object shape and cost a tenth of a whole calculation. A missing field takes the default.
  const d = NANNY_TAX_DEFAULTS;
  return {
    taxYear: input.taxYear,
    ...(input.payDate === undefined ? {} : { payDate: input.payDate }),
    state: input.state,
    pay: input.pay,
    hoursPerWeek: input.hoursPerWeek,
    payFrequency: input.payFrequency,
    weeksPerYear: input.weeksPerYear ?? d.weeksPerYear,
    liveIn: input.liveIn ?? d.liveIn,
    employerPaysEmployeeFica: input.employerPaysEmployeeFica ?? d.employerPaysEmployeeFica,
    householdEmployees: input.householdEmployees ?? d.householdEmployees,
    federalWithholding: input.federalWithholding
      ? { ...W4_DEFAULTS, ...stripUndefined(input.federalWithholding) }
      : null,
    stateWithholding: completeStateWithholding(input.stateWithholding),
    suiRate: input.suiRate === undefined ? d.suiRate : input.suiRate,
    family: input.family ? { ...FAMILY_DEFAULTS, ...stripUndefined(input.family) } : null,
    daysPerWeek: input.daysPerWeek ?? d.daysPerWeek,
    personalAttendant: input.personalAttendant ?? d.personalAttendant,
    employeeRelationship: input.employeeRelationship ?? d.employeeRelationship,
    parentException: input.parentException ?? d.parentException,
    locality: input.locality ?? d.locality,
    livesInLocality: input.livesInLocality ?? d.livesInLocality,
    residence:
      input.residence !== undefined
        ? input.residence
        : impliedResidence(
            input.state,
            input.locality ?? d.locality,
            input.livesInLocality ?? d.livesInLocality,
            input.taxYear,
          ),
    localRate: input.localRate ?? d.localRate,
  };
}

/** `true` → the state's defaults; an object → its fields over the defaults; else false. */
function completeStateWithholding(
  value: NannyTaxInput['stateWithholding'],
): CompleteStateWithholding | false {
  if (value === true) return STATE_WITHHOLDING_DEFAULTS;
  if (!value) return false;
  return { ...STATE_WITHHOLDING_DEFAULTS, ...stripUndefined(value) };
}

/** Drops keys whose value is undefined, so they do not overwrite defaults when spread. */
function stripUndefined<T extends object>(value: T): T {
  // A plain loop: entries/fromEntries cost more than the rest of a calculation's set-up.
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = v;
  return out as T;
}
