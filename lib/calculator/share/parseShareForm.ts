import { type TaxYear } from '@/lib/tax/taxYear';
import { INPUT_BOUNDS } from '@/lib/tax/inputBounds';
import { type NannyShareInput } from '@/lib/tax/share/contract';
import { HOURS_IN_WEEK } from '@/lib/tax/share/defaults';
import { shareRuleErrors, type ShareRuleError } from '@/lib/tax/share/shareRules';
import { defaultFamilyLabel } from '@/lib/tax/share/labels';
import { FIELD_LIMITS } from '../fieldLimits';
import { localityInput } from '../localityInput';
import { checkNumberText, percentToDecimal } from '../numberText';
import { payDateInput } from '../payDateField';
import {
  familyFieldKey,
  type ShareFieldErrors,
  type ShareFamilyForm,
  type ShareForm,
} from './shareForm';

export type ParsedShareForm =
  { ok: true; input: NannyShareInput } | { ok: false; errors: ShareFieldErrors };

interface Limit {
  min: number;
  max: number;
  exclusiveMin?: boolean;
  integer?: boolean;
  /** Empty text means this value; absent: required. */
  empty?: number | null;
  message: string;
}

/** The share form's limits: the API's bounds (lib/tax/share/request.ts) in the form's words. */
export const SHARE_FIELD_LIMITS = {
  sharedHours: { min: 0, max: HOURS_IN_WEEK, message: 'Enter hours from 0 to 168.' },
  sharedRate: {
    ...INPUT_BOUNDS.amount,
    message: 'Enter an hourly rate above $0 and up to $1,000,000.',
  },
  weeksPerYear: { ...INPUT_BOUNDS.weeksPerYear, message: 'Enter whole weeks from 1 to 52.' },
  daysPerWeek: { ...INPUT_BOUNDS.daysPerWeek, message: 'Enter whole days from 1 to 7.' },
  localRatePercent: FIELD_LIMITS.localRatePercent,
  sharePercent: { min: 0, max: 100, message: 'Enter a percent from 0 to 100.' },
  soloHours: {
    min: 0,
    max: HOURS_IN_WEEK,
    empty: 0,
    message: 'Enter hours from 0 to 168, or leave it empty.',
  },
  soloRate: {
    ...INPUT_BOUNDS.amount,
    empty: null,
    message: 'Enter an hourly rate above $0, or leave it empty for the shared rate.',
  },
} as const satisfies Record<string, Limit>;

function within(value: number, limit: Limit): boolean {
  if (limit.integer && !Number.isInteger(value)) return false;
  return (limit.exclusiveMin ? value > limit.min : value >= limit.min) && value <= limit.max;
}

/** A broken cross-field rule as the form says it: the field that shows it, and its words. */
function formRuleError(error: ShareRuleError): [key: string, message: string] {
  switch (error.rule) {
    case 'sharesAddUp':
      return [
        'shares',
        `The shares of the shared pay must add up to 100%; they add up to ${Number((error.sum * 100).toPrecision(6))}%.`,
      ];
    case 'weekFits':
      return [
        'sharedHours',
        `Shared and solo hours must come to more than 0 and at most ${HOURS_IN_WEEK} a week (now ${error.hours}).`,
      ];
    case 'familyPays':
      return [
        familyFieldKey(error.index, 'sharePercent'),
        'This family pays nothing: give it a share of the shared pay or solo hours.',
      ];
  }
}

/**
 * Reads the share form into an API input, or says what is wrong with each field, including the
 * shares' sum and a week of more than 168 hours: the API's own rules (shareRuleErrors), whose
 * JSON paths the form shows at its fields.
 */
export function parseShareForm(form: ShareForm, taxYear: TaxYear): ParsedShareForm {
  const errors: ShareFieldErrors = {};
  const read = (key: string, text: string, limit: Limit): number | null => {
    if (text.trim() === '' && limit.empty !== undefined) return limit.empty;
    const checked = checkNumberText(text, (value) => within(value, limit), limit.message);
    if (!checked.ok) {
      errors[key] = checked.message;
      return 0;
    }
    return checked.value;
  };
  const L = SHARE_FIELD_LIMITS;
  // The tax year follows the paycheck's date.
  const dated = payDateInput(form.payDate, taxYear);
  if (dated.error) errors.payDate = dated.error;
  const sharedHours = read('sharedHours', form.sharedHours, L.sharedHours) ?? 0;
  const sharedRate = read('sharedRate', form.sharedRate, L.sharedRate) ?? 0;
  const family = (f: ShareFamilyForm, i: number) => {
    const soloRate = read(familyFieldKey(i, 'soloRate'), f.soloRate, L.soloRate);
    return {
      label: f.label.trim() || defaultFamilyLabel(i),
      shareOfSharedPay: percentToDecimal(
        read(familyFieldKey(i, 'sharePercent'), f.sharePercent, L.sharePercent) ?? 0,
      ),
      soloHoursPerWeek: read(familyFieldKey(i, 'soloHours'), f.soloHours, L.soloHours) ?? 0,
      ...(soloRate === null ? {} : { soloRate }),
      federalWithholding: f.w4 === '' ? null : { filingStatus: f.w4 },
      stateWithholding: f.stateWithholding,
    };
  };
  const input: NannyShareInput = {
    ...dated.fields,
    state: form.state,
    payFrequency: form.payFrequency,
    weeksPerYear: read('weeksPerYear', form.weeksPerYear, L.weeksPerYear) ?? 0,
    liveIn: form.liveIn,
    daysPerWeek: read('daysPerWeek', form.daysPerWeek, L.daysPerWeek) ?? 0,
    personalAttendant: form.personalAttendant,
    sharedHoursPerWeek: sharedHours,
    sharedRate,
    overtimeSplit: form.overtimeSplit,
    ...localityInput(form, () => {
      const percent = read('localRatePercent', form.localRatePercent, L.localRatePercent);
      return percent === null ? null : percentToDecimal(percent);
    }),
    families: form.families.map(family),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  for (const error of shareRuleErrors(input)) {
    const [key, message] = formRuleError(error);
    errors[key] = message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
