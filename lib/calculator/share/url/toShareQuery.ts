import { type CompleteNannyShareInput } from '@/lib/tax/share/contract';
import { NANNY_SHARE_DEFAULTS } from '@/lib/tax/share/defaults';
import { isDefaultFamilyLabel } from '@/lib/tax/share/labels';
import { impliedResidence } from '@/lib/tax/localities/residence';

/** The query prefix of each family: `aShare`, `bShare`, `cShare` … */
export const FAMILY_PREFIXES = ['a', 'b', 'c'] as const;

/**
 * Query parameters for a share (the table in ./shareQuery.ts): the share's required fields
 * always, optional ones only when they differ from their defaults, so URLs stay short.
 */
export function toShareQuery(input: CompleteNannyShareInput): Record<string, string> {
  const D = NANNY_SHARE_DEFAULTS;
  const flag = (value: boolean) => (value ? '1' : '0');
  const query: Record<string, string> = {
    year: String(input.taxYear),
    state: input.state,
    hours: String(input.sharedHoursPerWeek),
    rate: String(input.sharedRate),
    frequency: input.payFrequency,
  };
  if (input.payDate !== undefined) query.date = input.payDate;
  if (input.weeksPerYear !== D.weeksPerYear) query.weeks = String(input.weeksPerYear);
  if (input.liveIn !== D.liveIn) query.liveIn = flag(input.liveIn);
  if (input.daysPerWeek !== D.daysPerWeek) query.days = String(input.daysPerWeek);
  if (input.personalAttendant !== D.personalAttendant)
    query.attendant = flag(input.personalAttendant);
  if (input.overtimeSplit !== D.overtimeSplit) query.split = input.overtimeSplit;
  if (input.locality !== null) query.locality = input.locality;
  if (!input.livesInLocality) query.res = '0';
  // Only where it differs from what `locality` and `res` imply, so older links read the same.
  if (
    input.residence !==
    impliedResidence(input.state, input.locality, input.livesInLocality, input.taxYear)
  ) {
    query.home = input.residence ?? 'none';
  }
  if (input.localRate !== null) query.lrate = String(input.localRate);
  input.families.forEach((f, i) => {
    const p = FAMILY_PREFIXES[i];
    if (!p) return;
    query[`${p}Share`] = String(f.shareOfSharedPay);
    if (!isDefaultFamilyLabel(f.label, i)) query[`${p}Label`] = f.label;
    if (f.soloHoursPerWeek !== 0) query[`${p}Solo`] = String(f.soloHoursPerWeek);
    if (f.soloRate !== input.sharedRate) query[`${p}SoloRate`] = String(f.soloRate);
    if (f.federalWithholding) query[`${p}W4`] = f.federalWithholding.filingStatus;
    if (f.stateWithholding !== false) query[`${p}Sit`] = '1';
    if (f.employeeRelationship !== 'none') query[`${p}Rel`] = f.employeeRelationship;
  });
  return query;
}

/** The query string (without "?") that reproduces a share on the share calculator page. */
export function shareSearch(input: CompleteNannyShareInput): string {
  return new URLSearchParams(toShareQuery(input)).toString();
}
