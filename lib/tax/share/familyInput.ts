import { type NannyTaxInput } from '../contract';
import { toDollars } from '../money';
import { type CompleteNannyShareInput, type CompleteShareFamily } from './contract';

/**
 * The single-family calculation for one family as employer (Pub 926: each family of a share is
 * a separate employer with its own thresholds, Schedule H and W-2): its weekly gross as a weekly
 * pay, for the hours the nanny works for it (the shared hours and its solo hours, which is what
 * an hours-based coverage test such as New York's disability benefits reads). It is the only
 * household employee the family has in this share.
 */
export function familyTaxInput(
  share: CompleteNannyShareInput,
  family: CompleteShareFamily,
  weeklyGrossCents: number,
): NannyTaxInput {
  return {
    taxYear: share.taxYear,
    ...(share.payDate === undefined ? {} : { payDate: share.payDate }),
    state: share.state,
    pay: { amount: toDollars(weeklyGrossCents), per: 'week', type: 'gross' },
    hoursPerWeek: share.sharedHoursPerWeek + family.soloHoursPerWeek,
    weeksPerYear: share.weeksPerYear,
    payFrequency: share.payFrequency,
    liveIn: share.liveIn,
    daysPerWeek: share.daysPerWeek,
    personalAttendant: share.personalAttendant,
    householdEmployees: 1,
    federalWithholding: family.federalWithholding,
    stateWithholding: family.stateWithholding,
    employeeRelationship: family.employeeRelationship,
    // Local tax follows where the nanny works and lives, the same for every family.
    locality: share.locality,
    livesInLocality: share.livesInLocality,
    residence: share.residence,
    localRate: share.localRate,
  };
}
