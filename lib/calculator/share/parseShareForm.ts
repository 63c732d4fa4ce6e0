import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locale';
import { SUPPORTED_TAX_YEARS, type TaxYear } from '@/lib/tax/taxYear';
import { INPUT_BOUNDS } from '@/lib/tax/inputBounds';
import { type NannyShareInput } from '@/lib/tax/share/contract';
import { HOURS_IN_WEEK } from '@/lib/tax/share/defaults';
import { shareRuleErrors, type ShareRuleError } from '@/lib/tax/share/shareRules';
import { defaultFamilyLabel } from '@/lib/tax/share/labels';
import { FIELD_LIMITS } from '../fieldLimits';
import { localityInput } from '../localityInput';
import { percentToDecimal, readNumberText } from '../numberText';
import { fillIn } from '../text/fillIn';
import { payDateInput } from '../payDateField';
import {
  familyFieldKey,
  type ShareFieldErrors,
  type ShareFamilyForm,
  type ShareForm,
} from './shareForm';
import { SHARE_ENGINE_EN, type ShareEngineText } from './text/shareEngineText.en';

export type ParsedShareForm =
  { ok: true; input: NannyShareInput } | { ok: false; errors: ShareFieldErrors };

interface Limit {
  min: number;
  max: number;
  exclusiveMin?: boolean;
  integer?: boolean;
  /** Empty text means this value; absent: required. */
  empty?: number | null;
}

/** The share form's limits: the API's bounds (lib/tax/share/request.ts); their words per language. */
export const SHARE_FIELD_LIMITS = {
  sharedHours: { min: 0, max: HOURS_IN_WEEK },
  sharedRate: INPUT_BOUNDS.amount,
  weeksPerYear: INPUT_BOUNDS.weeksPerYear,
  daysPerWeek: INPUT_BOUNDS.daysPerWeek,
  localRatePercent: FIELD_LIMITS.localRatePercent,
  sharePercent: { min: 0, max: 100 },
  soloHours: { min: 0, max: HOURS_IN_WEEK, empty: 0 },
  soloRate: { ...INPUT_BOUNDS.amount, empty: null },
} as const satisfies Record<keyof ShareErrorWords['limits'], Limit>;

type ShareErrorWords = ShareEngineText['errors'];
type LimitKey = keyof ShareErrorWords['limits'];

function within(value: number, limit: Limit): boolean {
  if (limit.integer && !Number.isInteger(value)) return false;
  return (limit.exclusiveMin ? value > limit.min : value >= limit.min) && value <= limit.max;
}

/** A broken cross-field rule as the form says it: the field that shows it, and its words. */
function formRuleError(
  error: ShareRuleError,
  words: ShareErrorWords,
): [key: string, message: string] {
  switch (error.rule) {
    case 'sharesAddUp':
      return [
        'shares',
        fillIn(words.sharesAddUp, { sum: String(Number((error.sum * 100).toPrecision(6))) }),
      ];
    case 'weekFits':
      return [
        'sharedHours',
        fillIn(words.weekFits, { max: String(HOURS_IN_WEEK), hours: String(error.hours) }),
      ];
    case 'familyPays':
      return [familyFieldKey(error.index, 'sharePercent'), words.familyPays];
  }
}

/** A field's message: a decimal comma's own, else the field's range in the page's words. */
function fieldMessage(text: string, key: LimitKey, words: ShareErrorWords): string {
  const read = readNumberText(text);
  return read.kind === 'decimalComma'
    ? fillIn(words.decimalComma, { suggestion: read.suggestion })
    : words.limits[key];
}

/**
 * Reads the share form into an API input, or says what is wrong with each field, including the
 * shares' sum and a week of more than 168 hours: the API's own rules (shareRuleErrors), whose
 * JSON paths the form shows at its fields. The messages are in the page's language (`words`, the
 * engine chunk's own), and a family without a name gets the default label of `locale`.
 */
export function parseShareForm(
  form: ShareForm,
  taxYear: TaxYear,
  locale: Locale = DEFAULT_LOCALE,
  words: ShareErrorWords = SHARE_ENGINE_EN.errors,
): ParsedShareForm {
  const errors: ShareFieldErrors = {};
  const read = (key: string, text: string, limitKey: LimitKey): number | null => {
    const limit: Limit = SHARE_FIELD_LIMITS[limitKey];
    if (text.trim() === '' && limit.empty !== undefined) return limit.empty;
    const checked = readNumberText(text);
    if (checked.kind === 'number' && within(checked.value, limit)) return checked.value;
    errors[key] = fieldMessage(text, limitKey, words);
    return 0;
  };
  // The tax year follows the paycheck's date.
  const dated = payDateInput(form.payDate, taxYear);
  if (dated.error) {
    errors.payDate = fillIn(words.payDate, { years: SUPPORTED_TAX_YEARS.join(words.yearsJoin) });
  }
  const sharedHours = read('sharedHours', form.sharedHours, 'sharedHours') ?? 0;
  const sharedRate = read('sharedRate', form.sharedRate, 'sharedRate') ?? 0;
  const family = (f: ShareFamilyForm, i: number) => {
    const soloRate = read(familyFieldKey(i, 'soloRate'), f.soloRate, 'soloRate');
    return {
      label: f.label.trim() || defaultFamilyLabel(i, locale),
      shareOfSharedPay: percentToDecimal(
        read(familyFieldKey(i, 'sharePercent'), f.sharePercent, 'sharePercent') ?? 0,
      ),
      soloHoursPerWeek: read(familyFieldKey(i, 'soloHours'), f.soloHours, 'soloHours') ?? 0,
      ...(soloRate === null ? {} : { soloRate }),
      federalWithholding: f.w4 === '' ? null : { filingStatus: f.w4 },
      stateWithholding: f.stateWithholding,
    };
  };
  const input: NannyShareInput = {
    ...dated.fields,
    state: form.state,
    payFrequency: form.payFrequency,
    weeksPerYear: read('weeksPerYear', form.weeksPerYear, 'weeksPerYear') ?? 0,
    liveIn: form.liveIn,
    daysPerWeek: read('daysPerWeek', form.daysPerWeek, 'daysPerWeek') ?? 0,
    personalAttendant: form.personalAttendant,
    sharedHoursPerWeek: sharedHours,
    sharedRate,
    overtimeSplit: form.overtimeSplit,
    ...localityInput(form, () => {
      const percent = read('localRatePercent', form.localRatePercent, 'localRatePercent');
      return percent === null ? null : percentToDecimal(percent);
    }),
    families: form.families.map(family),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  for (const error of shareRuleErrors(input)) {
    const [key, message] = formRuleError(error, words);
    errors[key] = message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
