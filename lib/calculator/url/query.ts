import { type z } from '@/lib/platform/validation/z';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import {
  DEFAULT_NANNY_TAX_INPUT,
  NANNY_TAX_DEFAULTS,
  STATE_WITHHOLDING_DEFAULTS,
  W4_DEFAULTS,
} from '@/lib/tax/defaults';
import { impliedResidence } from '@/lib/tax/localities/residence';
import { localityError, residenceError } from '@/lib/tax/localities/validation';
import { settlePayDate } from '@/lib/tax/payDate';
import { FIELD_SCHEMAS as F } from '@/lib/tax/request';

/**
 * Calculator inputs in the page URL, e.g.
 * `?state=TX&amount=25&per=hour&type=gross&hours=40&frequency=weekly&liveIn=0`.
 *
 * | param     | field                                   | values                                   |
 * |-----------|-----------------------------------------|------------------------------------------|
 * | date      | payDate (and taxYear, its year)         | YYYY-MM-DD in a supported year            |
 * | year      | taxYear (when no date)                  | a supported year (2026, 2027)             |
 * | state     | state                                   | two-letter code, any case                 |
 * | amount    | pay.amount                              | number > 0                                |
 * | per       | pay.per                                 | hour, week, month, year                   |
 * | type      | pay.type                                | gross, net                                |
 * | hours     | hoursPerWeek                            | 1–168                                     |
 * | weeks     | weeksPerYear                            | 1–52                                      |
 * | frequency | payFrequency                            | weekly, biweekly, semimonthly, monthly    |
 * | liveIn    | liveIn                                  | 1/0 (or true/false)                       |
 * | erFica    | employerPaysEmployeeFica                | 1/0                                       |
 * | employees | householdEmployees                      | 1–50                                      |
 * | w4        | federalWithholding.filingStatus         | single, married, head_of_household; turns withholding on |
 * | w4Step2   | federalWithholding.multipleJobs         | 1/0                                       |
 * | w4Credit  | federalWithholding.dependentsCredit     | dollars                                   |
 * | w4Other   | federalWithholding.otherIncome          | dollars                                   |
 * | w4Deduct  | federalWithholding.deductions           | dollars                                   |
 * | w4Extra   | federalWithholding.extraWithholding     | dollars per pay period                    |
 * | sit       | stateWithholding                        | 1/0                                       |
 * | sitStatus | stateWithholding.filingStatus           | as w4 (default: the W-4's, else single)   |
 * | sitAllow  | stateWithholding.allowances             | 0–99 (default: the state's default)       |
 * | sitExtra  | stateWithholding.additionalWithholding  | dollars per pay period                    |
 * | sui       | suiRate                                 | decimal fraction 0–0.2                    |
 * | fam       | family.filingStatus                     | as w4; turns the savings estimate on      |
 * | agi       | family.agi                              | dollars (default 0)                       |
 * | kids      | family.childrenUnder13                  | 0–20 (default 1)                          |
 * | fsa       | family.dependentCareFsa                 | dollars (default 0)                       |
 * | days      | daysPerWeek                             | 1–7                                       |
 * | attendant | personalAttendant                       | 1/0                                       |
 * | rel       | employeeRelationship                    | none, spouse, child_under_21, parent, under_18 |
 * | parentEx  | parentException                         | 1/0                                       |
 * | loc       | locality                                | a locality code of the state (NY-NYC)     |
 * | res       | livesInLocality (older links; read when `home` is absent) | 1/0 (default 1)         |
 * | home      | residence                               | a residence code of the state, or `none`; absent: from loc and res |
 * | lrate     | localRate                               | decimal fraction 0–0.1                    |
 *
 * A missing or invalid value falls back to its default; `fromQuery` never throws. Without a
 * `date`, the server passes `today` (New York's calendar day): the pay date is today when the
 * year is this year (or no year is given), else the year's nearest end (docs/tax.md#pay-date).
 */
export type QueryParams =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Family fields when `fam` is present but `agi` or `kids` is missing or invalid. */
const QUERY_FAMILY_DEFAULTS = { agi: 0, childrenUnder13: 1, dependentCareFsa: 0 } as const;

function reader(params: QueryParams) {
  const raw = (name: string): string | undefined => {
    if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
    const value = params[name];
    return typeof value === 'string' ? value : value?.[0];
  };
  const parse = <T>(
    name: string,
    schema: z.ZodType<T>,
    convert: (s: string) => unknown,
  ): T | undefined => {
    const text = raw(name)?.trim();
    if (text === undefined || text === '') return undefined;
    const result = schema.safeParse(convert(text));
    return result.success ? result.data : undefined;
  };
  return {
    number: <T>(name: string, schema: z.ZodType<T>) => parse(name, schema, Number),
    text: <T>(name: string, schema: z.ZodType<T>) => parse(name, schema, (s) => s),
    flag: (name: string) =>
      parse(name, F.flag, (s) =>
        s === '1' || s === 'true' ? true : s === '0' || s === 'false' ? false : s,
      ),
  };
}

/** The tax year and pay date: the `date`'s, else the `year`'s settled against today. */
function datedYear(
  q: ReturnType<typeof reader>,
  defaults: CompleteNannyTaxInput,
  today: string | undefined,
): Pick<CompleteNannyTaxInput, 'taxYear' | 'payDate'> {
  const payDate = q.text('date', F.payDate);
  // A date names its own year: a `year` beside it is not read (an old link's, or the same).
  const settled = settlePayDate(
    payDate === undefined ? { taxYear: q.number('year', F.taxYear) } : { payDate },
    today,
  );
  if (settled.ok) return settled.value;
  return defaults.payDate === undefined
    ? { taxYear: defaults.taxYear }
    : { taxYear: defaults.taxYear, payDate: defaults.payDate };
}

/** `sit=1` with its optional certificate fields; `sit=0` off; absent or invalid: the default. */
function stateWithholdingFromQuery(
  q: ReturnType<typeof reader>,
  fallback: CompleteNannyTaxInput['stateWithholding'],
): CompleteNannyTaxInput['stateWithholding'] {
  const on = q.flag('sit');
  if (on === undefined) return fallback;
  if (!on) return false;
  const D = STATE_WITHHOLDING_DEFAULTS;
  return {
    filingStatus: q.text('sitStatus', F.filingStatus) ?? D.filingStatus,
    allowances: q.number('sitAllow', F.stateAllowances) ?? D.allowances,
    additionalWithholding: q.number('sitExtra', F.extraWithholding) ?? D.additionalWithholding,
  };
}

/** Calculator inputs from URL query parameters (table above), defaults where missing or invalid. */
export function fromQuery(
  params: QueryParams,
  defaults: CompleteNannyTaxInput = DEFAULT_NANNY_TAX_INPUT,
  today?: string,
): CompleteNannyTaxInput {
  const q = reader(params);
  const w4Status = q.text('w4', F.filingStatus);
  const famStatus = q.text('fam', F.filingStatus);
  const state = q.text('state', F.state) ?? defaults.state;
  const dated = datedYear(q, defaults, today);
  const { taxYear } = dated;
  return {
    ...dated,
    state,
    pay: {
      amount: q.number('amount', F.amount) ?? defaults.pay.amount,
      per: q.text('per', F.per) ?? defaults.pay.per,
      type: q.text('type', F.type) ?? defaults.pay.type,
    },
    hoursPerWeek: q.number('hours', F.hoursPerWeek) ?? defaults.hoursPerWeek,
    weeksPerYear: q.number('weeks', F.weeksPerYear) ?? defaults.weeksPerYear,
    payFrequency: q.text('frequency', F.payFrequency) ?? defaults.payFrequency,
    liveIn: q.flag('liveIn') ?? defaults.liveIn,
    employerPaysEmployeeFica: q.flag('erFica') ?? defaults.employerPaysEmployeeFica,
    householdEmployees: q.number('employees', F.householdEmployees) ?? defaults.householdEmployees,
    federalWithholding: w4Status
      ? {
          filingStatus: w4Status,
          multipleJobs: q.flag('w4Step2') ?? W4_DEFAULTS.multipleJobs,
          dependentsCredit: q.number('w4Credit', F.dollars) ?? W4_DEFAULTS.dependentsCredit,
          otherIncome: q.number('w4Other', F.dollars) ?? W4_DEFAULTS.otherIncome,
          deductions: q.number('w4Deduct', F.dollars) ?? W4_DEFAULTS.deductions,
          extraWithholding: q.number('w4Extra', F.extraWithholding) ?? W4_DEFAULTS.extraWithholding,
        }
      : null,
    stateWithholding: stateWithholdingFromQuery(q, defaults.stateWithholding),
    suiRate: q.number('sui', F.suiRate) ?? defaults.suiRate,
    family: famStatus
      ? {
          filingStatus: famStatus,
          agi: q.number('agi', F.dollars) ?? QUERY_FAMILY_DEFAULTS.agi,
          childrenUnder13:
            q.number('kids', F.childrenUnder13) ?? QUERY_FAMILY_DEFAULTS.childrenUnder13,
          dependentCareFsa: q.number('fsa', F.dollars) ?? QUERY_FAMILY_DEFAULTS.dependentCareFsa,
        }
      : null,
    daysPerWeek: q.number('days', F.daysPerWeek) ?? defaults.daysPerWeek,
    personalAttendant: q.flag('attendant') ?? defaults.personalAttendant,
    employeeRelationship: q.text('rel', F.employeeRelationship) ?? defaults.employeeRelationship,
    parentException: q.flag('parentEx') ?? defaults.parentException,
    ...localityFromQuery(q, state, taxYear),
  };
}

type LocalityQueryFields = Pick<
  CompleteNannyTaxInput,
  'locality' | 'livesInLocality' | 'residence' | 'localRate'
>;

/**
 * `loc`, `res`, `home` and `lrate`; a locality of another state, or one missing its rate, is
 * dropped, and so is a `home` that is not a residence of the state (then `loc` and `res` decide,
 * as in links made before `home`).
 */
function localityFromQuery(
  q: ReturnType<typeof reader>,
  state: CompleteNannyTaxInput['state'],
  taxYear: CompleteNannyTaxInput['taxYear'],
): LocalityQueryFields {
  const fields = {
    locality: q.text('loc', F.locality) ?? null,
    livesInLocality: q.flag('res') ?? NANNY_TAX_DEFAULTS.livesInLocality,
    localRate: q.number('lrate', F.localRate) ?? null,
  };
  const work =
    fields.locality === null || localityError({ state, taxYear, ...fields }) !== null
      ? { locality: null, livesInLocality: true, localRate: null }
      : fields;
  const home = q.text('home', F.locality);
  const given = home === 'NONE' ? null : (home ?? undefined);
  const residence =
    given !== undefined && residenceError({ state, taxYear, residence: given }) === null
      ? given
      : impliedResidence(state, work.locality, work.livesInLocality, taxYear);
  return { ...work, residence };
}

// toQuery has no validation to do, so it lives apart from Zod (it ships to the browser).
export { toQuery } from './toQuery';
