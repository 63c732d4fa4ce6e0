import { multiplyCents, toCents } from '../money';
import { DOUBLE_TIME_MULTIPLIER, OVERTIME_MULTIPLIER } from '../payBasis';
import { premiumHours, thresholdsAt, type OvertimeRule } from '../overtime/rule';
import { allocateCents } from './allocate';
import { type CompleteNannyShareInput, type OvertimeSplit } from './contract';

/** The nanny's week in a share, in cents and hours. */
export interface ShareWeek {
  /** Hours worked for the share in all: shared plus every family's solo hours. */
  hours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  /** Weighted average of the rates worked that week (29 CFR 778.115), dollars an hour, unrounded. */
  regularRate: number;
  straightTimeCents: number;
  premiumCents: number;
  families: readonly ShareFamilyWeekCents[];
}

/** One family's part of the week. */
export interface ShareFamilyWeekCents {
  hours: number;
  straightTimeCents: number;
  premiumCents: number;
  grossCents: number;
}

/** Hours worked for the share in a week: shared plus every family's solo hours. */
export function totalShareHours(
  input: Pick<CompleteNannyShareInput, 'sharedHoursPerWeek' | 'families'>,
): number {
  return input.families.reduce((sum, f) => sum + f.soloHoursPerWeek, input.sharedHoursPerWeek);
}

/**
 * The week's pay and who pays what. The families are joint employers for overtime (29 CFR
 * 791.2): shared and solo hours count together against the overtime rule in force. The regular
 * rate is the week's straight-time pay over its hours; the premium (0.5 × that rate per overtime
 * hour, 1 × per double-time hour) is split in proportion to each family's straight-time pay, or
 * to its hours. Every split is in whole cents that add up exactly.
 * See docs/calculator.md#nanny-share.
 */
export function shareWeek(
  input: CompleteNannyShareInput,
  rule: OvertimeRule,
  split: OvertimeSplit = input.overtimeSplit,
): ShareWeek {
  const hours = totalShareHours(input);
  const sharedCents = multiplyCents(toCents(input.sharedRate), input.sharedHoursPerWeek);
  const sharedParts = allocateCents(
    sharedCents,
    input.families.map((f) => f.shareOfSharedPay),
  );
  const straight = input.families.map(
    (f, i) => (sharedParts[i] ?? 0) + multiplyCents(toCents(f.soloRate), f.soloHoursPerWeek),
  );
  const familyHours = input.families.map(
    (f) => f.shareOfSharedPay * input.sharedHoursPerWeek + f.soloHoursPerWeek,
  );
  const straightTimeCents = straight.reduce((a, b) => a + b, 0);
  const regularRate = straightTimeCents / hours / 100;
  const premium = premiumHours(thresholdsAt(rule, regularRate), hours, input.daysPerWeek);
  const premiumFactor =
    ((OVERTIME_MULTIPLIER - 1) * premium.overtime +
      (DOUBLE_TIME_MULTIPLIER - 1) * premium.doubleTime) /
    hours;
  const premiumCents = multiplyCents(straightTimeCents, premiumFactor);
  const premiumParts = allocateCents(premiumCents, split === 'pay' ? straight : familyHours);
  return {
    hours,
    overtimeHours: premium.overtime,
    doubleTimeHours: premium.doubleTime,
    regularRate,
    straightTimeCents,
    premiumCents,
    families: input.families.map((_, i) => {
      const straightTime = straight[i] ?? 0;
      const premiumPart = premiumParts[i] ?? 0;
      return {
        hours: familyHours[i] ?? 0,
        straightTimeCents: straightTime,
        premiumCents: premiumPart,
        grossCents: straightTime + premiumPart,
      };
    }),
  };
}
