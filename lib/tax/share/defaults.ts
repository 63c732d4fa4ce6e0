import { NANNY_TAX_DEFAULTS } from '../defaults';
import { NannyTaxInputError } from '../errors';
import { impliedResidence } from '../localities/residence';
import {
  type CompleteNannyShareInput,
  type CompleteShareFamily,
  type NannyShareFamilyInput,
  type NannyShareInput,
} from './contract';
import { defaultFamilyLabel } from './labels';
import { totalShareHours } from './weeklySplit';

/** Families in a share: at least two, at most three. */
export const SHARE_FAMILIES = { min: 2, max: 3 } as const;
/** How far the shares of the shared pay may add up from 1 (rounding in thirds). */
export const SHARE_SUM_TOLERANCE = 0.001;
/** Hours in a week: no schedule can hold more. */
export const HOURS_IN_WEEK = 168;

/** Defaults of the share request's optional fields. */
export const NANNY_SHARE_DEFAULTS = {
  weeksPerYear: NANNY_TAX_DEFAULTS.weeksPerYear,
  liveIn: NANNY_TAX_DEFAULTS.liveIn,
  daysPerWeek: NANNY_TAX_DEFAULTS.daysPerWeek,
  personalAttendant: NANNY_TAX_DEFAULTS.personalAttendant,
  overtimeSplit: 'pay',
  soloHoursPerWeek: 0,
} as const;

function completeFamily(
  family: NannyShareFamilyInput,
  index: number,
  sharedRate: number,
): CompleteShareFamily {
  return {
    label: family.label?.trim() || defaultFamilyLabel(index),
    shareOfSharedPay: family.shareOfSharedPay,
    soloHoursPerWeek: family.soloHoursPerWeek ?? NANNY_SHARE_DEFAULTS.soloHoursPerWeek,
    soloRate: family.soloRate ?? sharedRate,
    federalWithholding: family.federalWithholding ?? null,
    stateWithholding: family.stateWithholding ?? false,
    employeeRelationship: family.employeeRelationship ?? NANNY_TAX_DEFAULTS.employeeRelationship,
  };
}

/**
 * Fills in the defaults and rejects what the share arithmetic cannot compute (the API validates
 * first, in ./request; this guards direct callers). Each family's own fields are checked by the
 * single calculation it runs.
 */
export function completeShareInput(input: NannyShareInput): CompleteNannyShareInput {
  const d = NANNY_SHARE_DEFAULTS;
  const complete: CompleteNannyShareInput = {
    taxYear: input.taxYear,
    ...(input.payDate === undefined ? {} : { payDate: input.payDate }),
    state: input.state,
    locality: input.locality ?? null,
    livesInLocality: input.livesInLocality ?? true,
    residence:
      input.residence !== undefined
        ? input.residence
        : impliedResidence(
            input.state,
            input.locality ?? null,
            input.livesInLocality ?? true,
            input.taxYear,
          ),
    localRate: input.localRate ?? null,
    payFrequency: input.payFrequency,
    weeksPerYear: input.weeksPerYear ?? d.weeksPerYear,
    liveIn: input.liveIn ?? d.liveIn,
    daysPerWeek: input.daysPerWeek ?? d.daysPerWeek,
    personalAttendant: input.personalAttendant ?? d.personalAttendant,
    sharedHoursPerWeek: input.sharedHoursPerWeek,
    sharedRate: input.sharedRate,
    overtimeSplit: input.overtimeSplit ?? d.overtimeSplit,
    families: input.families.map((f, i) => completeFamily(f, i, input.sharedRate)),
  };
  const { families } = complete;
  if (families.length < SHARE_FAMILIES.min || families.length > SHARE_FAMILIES.max) {
    throw new NannyTaxInputError('A nanny share has two or three families.');
  }
  if (!(Number.isFinite(complete.sharedRate) && complete.sharedRate > 0)) {
    throw new NannyTaxInputError('The shared rate must be above 0.');
  }
  const hours = [complete.sharedHoursPerWeek, ...families.map((f) => f.soloHoursPerWeek)];
  if (!hours.every((h) => Number.isFinite(h) && h >= 0)) {
    throw new NannyTaxInputError('Hours must be 0 or more.');
  }
  const total = totalShareHours(complete);
  if (!(total > 0 && total <= HOURS_IN_WEEK)) {
    throw new NannyTaxInputError('The week must hold more than 0 and at most 168 hours.');
  }
  const shares = families.map((f) => f.shareOfSharedPay);
  if (!shares.every((s) => Number.isFinite(s) && s >= 0 && s <= 1)) {
    throw new NannyTaxInputError('Each share of the shared pay must be from 0 to 1.');
  }
  if (Math.abs(shares.reduce((a, b) => a + b, 0) - 1) > SHARE_SUM_TOLERANCE) {
    throw new NannyTaxInputError('The shares of the shared pay must add up to 1.');
  }
  if (!families.every((f) => Number.isFinite(f.soloRate) && f.soloRate > 0)) {
    throw new NannyTaxInputError('A solo rate must be above 0.');
  }
  return complete;
}
