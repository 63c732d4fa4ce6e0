import { z } from '@/lib/platform/validation/z';
import {
  FIELD_RULES,
  FIELD_SCHEMAS as F,
  stateWithholdingSchema,
  valueAt,
  w4Schema,
  type RequestError,
} from '../request';
import { localityError, residenceError } from '../localities/validation';
import { settlePayDate } from '../payDate';
import { type NannyShareInput } from './contract';
import { HOURS_IN_WEEK, NANNY_SHARE_DEFAULTS as D, SHARE_FAMILIES } from './defaults';
import { shareRuleErrors, type ShareRuleError } from './shareRules';

/** Longest family label: it heads a column and a line of the summary. */
const MAX_LABEL = 40;
const hours = z.number().min(0).max(HOURS_IN_WEEK);

const familySchema = z.strictObject({
  label: z.string().trim().max(MAX_LABEL).optional(),
  shareOfSharedPay: z.number().min(0).max(1),
  soloHoursPerWeek: hours.default(D.soloHoursPerWeek),
  soloRate: F.amount.optional(),
  federalWithholding: w4Schema.nullable().default(null),
  stateWithholding: stateWithholdingSchema.default(false),
  employeeRelationship: F.employeeRelationship.default('none'),
});

type ShareFields = z.output<typeof nannyShareRequestSchema>;

/** The nanny-share request's fields: unknown keys rejected, optional fields defaulted. */
export const nannyShareRequestSchema = z.strictObject({
  taxYear: F.taxYear.optional(),
  payDate: F.payDate.optional(),
  state: F.state,
  locality: F.locality.optional(),
  livesInLocality: F.flag.optional(),
  residence: F.locality.nullable().optional(),
  localRate: F.localRate.optional(),
  payFrequency: F.payFrequency,
  weeksPerYear: F.weeksPerYear.default(D.weeksPerYear),
  liveIn: F.flag.default(D.liveIn),
  daysPerWeek: F.daysPerWeek.default(D.daysPerWeek),
  personalAttendant: F.flag.default(D.personalAttendant),
  sharedHoursPerWeek: hours,
  sharedRate: F.amount,
  overtimeSplit: z.enum(['pay', 'hours']).default(D.overtimeSplit),
  families: z.array(familySchema).min(SHARE_FAMILIES.min).max(SHARE_FAMILIES.max),
});

/** The API's words for each broken cross-field rule (the form has its own). */
function ruleMessage(error: ShareRuleError): string {
  switch (error.rule) {
    case 'sharesAddUp':
      return `shares of the shared pay (shareOfSharedPay) must add up to 1; they add up to ${Math.round(error.sum * 1000) / 1000}`;
    case 'weekFits':
      return `with the families’ solo hours, must come to more than 0 and at most ${HOURS_IN_WEEK} hours a week; they come to ${error.hours}`;
    case 'familyPays':
      return 'pays nothing: give this family a share of the shared pay or solo hours';
  }
}

/**
 * The rules that tie fields together: the locality and its state, then the share's own
 * (./shareRules.ts). Checked once every field is valid, so one wrong field is not reported again.
 */
function crossFieldErrors(share: ShareFields): RequestError[] {
  const errors: RequestError[] = [];
  const locality = localityError({
    state: share.state,
    locality: share.locality ?? null,
    localRate: share.localRate ?? null,
  });
  const residence = residenceError({ ...share, residence: share.residence ?? null });
  if (residence) errors.push({ field: 'residence', message: residence });
  if (locality) {
    errors.push({
      field: locality.includes('local rate') ? 'localRate' : 'locality',
      message: locality,
    });
  }
  for (const error of shareRuleErrors(share)) {
    errors.push({ field: error.path, message: ruleMessage(error) });
  }
  return errors;
}

/** What each share field must be, in plain words; `[]` stands for any family's index. */
const SHARE_RULES: Readonly<Record<string, string>> = {
  locality: 'must be a locality code from GET /api/nanny-tax/localities, such as NY-NYC',
  livesInLocality: 'must be true or false',
  residence:
    "must be null or a locality code of the share's state that taxes its residents, such as NY-NYC",
  localRate: 'must be a rate from 0 to 0.1',
  sharedHoursPerWeek: `must be a number of hours from 0 to ${HOURS_IN_WEEK}`,
  sharedRate: 'must be an hourly rate greater than 0 and at most 1,000,000',
  overtimeSplit: 'must be one of: pay, hours',
  families: `must be a list of ${SHARE_FAMILIES.min} or ${SHARE_FAMILIES.max} families`,
  'families[]': 'must be an object with shareOfSharedPay',
  'families[].label': `must be text of at most ${MAX_LABEL} characters`,
  'families[].shareOfSharedPay': 'must be a fraction from 0 to 1 (e.g. 0.5)',
  'families[].soloHoursPerWeek': `must be a number of hours from 0 to ${HOURS_IN_WEEK}`,
  'families[].soloRate': 'must be an hourly rate greater than 0 and at most 1,000,000',
};

/** A JSON path as the errors name it: `families[1].shareOfSharedPay`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function ruleFor(field: string): string {
  const generic = field.replace(/\[\d+\]/g, '[]');
  return (
    SHARE_RULES[generic] ??
    FIELD_RULES[generic.replace(/^families\[\]\./, '')] ??
    FIELD_RULES[generic] ??
    'is not valid'
  );
}

function toErrors(body: unknown, issues: readonly z.core.$ZodIssue[]): RequestError[] {
  const errors = new Map<string, RequestError>();
  const add = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, { field, message });
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add(fieldName([...issue.path, key]), 'is not a recognised field');
      continue;
    }
    const field = fieldName(issue.path);
    const missing = issue.path.length > 0 && valueAt(body, issue.path) === undefined;
    add(field, missing ? 'is required' : field === '' ? (FIELD_RULES[''] ?? '') : ruleFor(field));
  }
  return [...errors.values()];
}

export type ShareParseResult =
  { ok: true; input: NannyShareInput } | { ok: false; errors: RequestError[] };

/**
 * Validates a nanny-share request body (already JSON-parsed): the input with defaults filled, or
 * one plain-words error per field, named by its path (`families[1].shareOfSharedPay`). `today`
 * is the server's clock reading, the default pay date (docs/tax.md#pay-date).
 */
export function parseNannyShareRequest(body: unknown, today?: string): ShareParseResult {
  const parsed = nannyShareRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: toErrors(body, parsed.error.issues) };
  const settled = settlePayDate(parsed.data, today);
  if (!settled.ok) return settled;
  const input = { ...parsed.data, ...settled.value };
  const errors = crossFieldErrors(input);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, input };
}
