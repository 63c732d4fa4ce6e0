import { z } from '@/lib/platform/validation/z';
import { type CompleteNannyTaxInput } from './contract';
import { isTaxYear, SUPPORTED_TAX_YEARS, type TaxYear } from './taxYear';
import {
  FAMILY_DEFAULTS,
  NANNY_TAX_DEFAULTS,
  STATE_WITHHOLDING_DEFAULTS,
  W4_DEFAULTS,
} from './defaults';
import { INPUT_BOUNDS, type NumberBounds } from './inputBounds';
import { EMPLOYEE_RELATIONSHIPS } from './relationships';
import { entersRate, findLocality } from './localities/lookup';
import { impliedResidence } from './localities/residence';
import { residenceError } from './localities/validation';
import { PAY_DATE_RULE, payDateSchema, settlePayDate } from './payDate';
import { STATE_CODES } from './states';

/** A number schema for one entry of {@link INPUT_BOUNDS}. */
function bounded({ min, max, integer = false }: NumberBounds) {
  return (integer ? z.number().int() : z.number()).min(min).max(max);
}

/** Messages of rules narrower than a field's own, by the `rule` param of their custom issue. */
const RULE_MESSAGES: Readonly<Record<string, string>> = {
  amountRoundsToZero: 'rounds to $0.00: must be at least 0.005 (one cent once rounded)',
};

/**
 * Pay: above 0 and at most the maximum (the field's message), and not so small that it rounds to
 * $0.00 in whole cents (its own message; docs/tax.md#input-bounds).
 */
const payAmount = z
  .number()
  .gt(0)
  .max(INPUT_BOUNDS.amount.max)
  .refine((amount) => amount >= INPUT_BOUNDS.amount.min, {
    params: { rule: 'amountRoundsToZero' },
  });

/** Per-field validators, shared by the JSON request and the URL query parser. */
export const FIELD_SCHEMAS = {
  taxYear: z.custom<TaxYear>((v) => typeof v === 'number' && Number.isInteger(v) && isTaxYear(v)),
  payDate: payDateSchema,
  state: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.enum(STATE_CODES)),
  amount: payAmount,
  per: z.enum(['hour', 'week', 'month', 'year']),
  type: z.enum(['gross', 'net']),
  hoursPerWeek: bounded(INPUT_BOUNDS.hoursPerWeek),
  weeksPerYear: bounded(INPUT_BOUNDS.weeksPerYear),
  payFrequency: z.enum(['weekly', 'biweekly', 'semimonthly', 'monthly']),
  flag: z.boolean(),
  householdEmployees: bounded(INPUT_BOUNDS.householdEmployees),
  suiRate: bounded(INPUT_BOUNDS.suiRate),
  filingStatus: z.enum(['single', 'married', 'head_of_household']),
  dollars: bounded(INPUT_BOUNDS.dollars),
  extraWithholding: bounded(INPUT_BOUNDS.extraWithholding),
  childrenUnder13: bounded(INPUT_BOUNDS.childrenUnder13),
  stateAllowances: bounded(INPUT_BOUNDS.stateAllowances),
  daysPerWeek: bounded(INPUT_BOUNDS.daysPerWeek),
  employeeRelationship: z.enum(EMPLOYEE_RELATIONSHIPS),
  locality: z
    .string()
    .max(60)
    .transform((s) => s.trim().toUpperCase()),
  localRate: bounded(INPUT_BOUNDS.localRate),
} as const;

const F = FIELD_SCHEMAS;

/** The employee's W-4 (`federalWithholding`), defaults filled. */
export const w4Schema = z.strictObject({
  filingStatus: F.filingStatus,
  multipleJobs: F.flag.default(W4_DEFAULTS.multipleJobs),
  dependentsCredit: F.dollars.default(W4_DEFAULTS.dependentsCredit),
  otherIncome: F.dollars.default(W4_DEFAULTS.otherIncome),
  deductions: F.dollars.default(W4_DEFAULTS.deductions),
  extraWithholding: F.extraWithholding.default(W4_DEFAULTS.extraWithholding),
});

const familySchema = z.strictObject({
  filingStatus: F.filingStatus,
  agi: F.dollars,
  childrenUnder13: F.childrenUnder13,
  dependentCareFsa: F.dollars.default(FAMILY_DEFAULTS.dependentCareFsa),
});

const stateCertificateSchema = z.strictObject({
  filingStatus: F.filingStatus.nullable().default(STATE_WITHHOLDING_DEFAULTS.filingStatus),
  allowances: F.stateAllowances.nullable().default(STATE_WITHHOLDING_DEFAULTS.allowances),
  additionalWithholding: F.extraWithholding.default(
    STATE_WITHHOLDING_DEFAULTS.additionalWithholding,
  ),
});

/**
 * `stateWithholding`: false, true (the state's defaults) or a certificate object. `true` is read
 * as `{}` so the object's defaults apply and a bad field is reported as `stateWithholding.<field>`.
 */
export const stateWithholdingSchema = z
  .preprocess(
    (value) => (value === true ? {} : value === false ? undefined : value),
    stateCertificateSchema.optional(),
  )
  .transform((value) => value ?? false);

/** The request's fields: unknown keys rejected, optional fields defaulted. */
const requestFieldsSchema = z.strictObject({
  taxYear: F.taxYear.optional(),
  payDate: F.payDate.optional(),
  state: F.state,
  pay: z.strictObject({ amount: F.amount, per: F.per, type: F.type }),
  hoursPerWeek: F.hoursPerWeek,
  weeksPerYear: F.weeksPerYear.default(NANNY_TAX_DEFAULTS.weeksPerYear),
  payFrequency: F.payFrequency,
  liveIn: F.flag.default(NANNY_TAX_DEFAULTS.liveIn),
  employerPaysEmployeeFica: F.flag.default(NANNY_TAX_DEFAULTS.employerPaysEmployeeFica),
  householdEmployees: F.householdEmployees.default(NANNY_TAX_DEFAULTS.householdEmployees),
  federalWithholding: w4Schema.nullable().default(NANNY_TAX_DEFAULTS.federalWithholding),
  stateWithholding: stateWithholdingSchema.default(NANNY_TAX_DEFAULTS.stateWithholding),
  suiRate: F.suiRate.nullable().default(NANNY_TAX_DEFAULTS.suiRate),
  family: familySchema.nullable().default(NANNY_TAX_DEFAULTS.family),
  daysPerWeek: F.daysPerWeek.default(NANNY_TAX_DEFAULTS.daysPerWeek),
  personalAttendant: F.flag.default(NANNY_TAX_DEFAULTS.personalAttendant),
  employeeRelationship: F.employeeRelationship.default(NANNY_TAX_DEFAULTS.employeeRelationship),
  parentException: F.flag.default(NANNY_TAX_DEFAULTS.parentException),
  locality: F.locality.nullable().default(NANNY_TAX_DEFAULTS.locality),
  livesInLocality: F.flag.default(NANNY_TAX_DEFAULTS.livesInLocality),
  residence: F.locality.nullable().optional(),
  localRate: F.localRate.nullable().default(NANNY_TAX_DEFAULTS.localRate),
});

/**
 * The checks across fields, once each is valid and the year settled: a locality must exist in
 * the year's data and be in the request's state, and an "enter your rate" locality needs
 * `localRate`; a residence must be a place of the state that taxes its residents.
 */
function localityErrors(input: CompleteNannyTaxInput): RequestError[] {
  const rule = (field: string) => ({ field, message: FIELD_RULES[field] ?? 'is not valid' });
  const errors = residenceError(input) ? [rule('residence')] : [];
  if (input.locality === null) return errors;
  const locality = findLocality(input.locality, input.taxYear);
  if (!locality || locality.state !== input.state) return [rule('locality'), ...errors];
  if (entersRate(locality) && input.localRate === null) return [rule('localRate'), ...errors];
  return errors;
}

const YEARS = SUPPORTED_TAX_YEARS.join(', ');
const OBJECT_OR_NULL = 'must be an object or null';
const FLAG = 'must be true or false';
const FILING = 'must be one of: single, married, head_of_household';
const DOLLARS = 'must be a number from 0 to 100,000,000';

/** What each field must be, in plain words: the message for any problem with it. */
export const FIELD_RULES: Readonly<Record<string, string>> = {
  '': 'Request body must be a JSON object.',
  taxYear: `must be a supported tax year (${YEARS})`,
  payDate: PAY_DATE_RULE,
  state: 'must be a two-letter US state code or DC',
  pay: 'must be an object with amount, per and type',
  'pay.amount': 'must be a number greater than 0 and at most 1,000,000',
  'pay.per': 'must be one of: hour, week, month, year',
  'pay.type': 'must be one of: gross, net',
  hoursPerWeek: 'must be a number from 1 to 168',
  weeksPerYear: 'must be a whole number from 1 to 52',
  payFrequency: 'must be one of: weekly, biweekly, semimonthly, monthly',
  liveIn: FLAG,
  employerPaysEmployeeFica: FLAG,
  householdEmployees: 'must be a whole number from 1 to 50',
  federalWithholding: OBJECT_OR_NULL,
  'federalWithholding.filingStatus': FILING,
  'federalWithholding.multipleJobs': FLAG,
  'federalWithholding.dependentsCredit': DOLLARS,
  'federalWithholding.otherIncome': DOLLARS,
  'federalWithholding.deductions': DOLLARS,
  'federalWithholding.extraWithholding': 'must be a number from 0 to 1,000,000',
  stateWithholding:
    'must be true, false or an object with filingStatus, allowances, additionalWithholding',
  'stateWithholding.filingStatus': `${FILING}, or null`,
  'stateWithholding.allowances': 'must be a whole number from 0 to 99, or null',
  'stateWithholding.additionalWithholding': 'must be a number from 0 to 1,000,000',
  suiRate: 'must be a decimal fraction from 0 to 0.2 (e.g. 0.027), or null',
  family: OBJECT_OR_NULL,
  'family.filingStatus': FILING,
  'family.agi': DOLLARS,
  'family.childrenUnder13': 'must be a whole number from 0 to 20',
  'family.dependentCareFsa': DOLLARS,
  daysPerWeek: 'must be a whole number from 1 to 7',
  personalAttendant: FLAG,
  employeeRelationship: `must be one of: ${EMPLOYEE_RELATIONSHIPS.join(', ')}`,
  parentException: FLAG,
  locality:
    "must be a locality code of the request's state, from GET /api/nanny-tax/localities?state=XX, or null",
  livesInLocality: FLAG,
  residence:
    "must be null (none of these places) or a locality code of the request's state that taxes its residents (livesHere in GET /api/nanny-tax/localities?state=XX)",
  localRate:
    'must be a decimal fraction from 0 to 0.1 (e.g. 0.0125); required for a locality where you enter the rate',
};

/** One validation problem: the JSON path of the field and what is wrong, in plain words. */
export interface RequestError {
  field: string;
  message: string;
}

export type ParseResult =
  { ok: true; input: CompleteNannyTaxInput } | { ok: false; errors: RequestError[] };

/** The value at a path in the raw body, to tell a missing field from a wrong one. */
export function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function toErrors(body: unknown, issues: readonly z.core.$ZodIssue[]): RequestError[] {
  const errors = new Map<string, RequestError>();
  const add = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, { field, message });
  };
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...path, key].join('.'), 'is not a recognised field');
      continue;
    }
    const field = path.join('.');
    const rule = issue.code === 'custom' ? RULE_MESSAGES[String(issue.params?.rule)] : undefined;
    if (rule) {
      add(field, rule);
      continue;
    }
    const missing = path.length > 0 && valueAt(body, issue.path) === undefined;
    add(field, missing ? 'is required' : (FIELD_RULES[field] ?? 'is not valid'));
  }
  return [...errors.values()];
}

/**
 * Validates a calculator request body (already JSON-parsed): `{ ok: true, input }` with defaults
 * filled, the state upper-cased and the tax year and pay date settled, or `{ ok: false, errors }`
 * with one plain-words error per field. `today` (YYYY-MM-DD) is the server's clock reading, the
 * default pay date (docs/tax.md#pay-date).
 */
export function parseNannyTaxRequest(body: unknown, today?: string): ParseResult {
  const parsed = requestFieldsSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: toErrors(body, parsed.error.issues) };
  const settled = settlePayDate(parsed.data, today);
  if (!settled.ok) return settled;
  const { residence, ...fields } = parsed.data;
  const input: CompleteNannyTaxInput = {
    ...fields,
    ...settled.value,
    residence:
      residence !== undefined
        ? residence
        : impliedResidence(
            fields.state,
            fields.locality,
            fields.livesInLocality,
            settled.value.taxYear,
          ),
  };
  const errors = localityErrors(input);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, input };
}
