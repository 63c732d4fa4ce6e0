import { type NannyTaxWarning } from '../contract';
import { type OvertimeLimits } from '../messages/warningParams';
import { type WageBasis } from '../payBasis';
import { warning } from '../warnings';
import { type OvertimeRule, thresholdsAt } from './rule';
import { type OvertimeThresholds } from './types';

/** The thresholds in force, as a daily rule's message quotes them. */
function limitsOf(rule: OvertimeRule, t: OvertimeThresholds): OvertimeLimits {
  return {
    daily: t.daily ?? null,
    weekly: t.weekly ?? null,
    dailyDouble: t.dailyDouble ?? null,
    premiumFromDay: t.premiumDays?.fromDay ?? null,
    dailyOnlyUnder: rule.fromRate?.rate ?? null,
  };
}

/**
 * Overtime applied to an hourly rate, owed but folded into a salary, or not owed (live-in), each
 * followed by the state's live-in notice where it has one (docs/tax-data.md#live-in-overtime).
 */
export function overtimeWarnings(
  basis: WageBasis,
  rule: OvertimeRule,
  liveIn: boolean,
): NannyTaxWarning[] {
  const { notice, authority } = rule;
  const hours = basis.overtimeHours;
  const double = basis.doubleTimeHours;
  const t = thresholdsAt(rule, basis.regularRate);
  if (t.weekly === undefined && t.daily === undefined) {
    return liveIn && basis.hoursPerWeek > 40 ? [warning('LIVE_IN_NO_OVERTIME', { notice })] : [];
  }
  if (hours <= 0 && double <= 0) return [];
  const rate = basis.regularRate;
  if (basis.salaried) {
    return [
      warning('SALARY_MUST_COVER_OVERTIME', {
        authority,
        notice,
        hoursPerWeek: basis.hoursPerWeek,
        rate,
        regularHours: basis.hoursPerWeek - hours - double,
        hours,
        doubleHours: double,
      }),
    ];
  }
  if (t.daily === undefined) {
    return [
      warning('OVERTIME_APPLIED', {
        authority,
        notice,
        daily: false,
        hours,
        afterHours: rule.afterHours,
        rate,
      }),
    ];
  }
  return [
    warning('OVERTIME_APPLIED', {
      authority,
      notice,
      daily: true,
      hoursPerWeek: basis.hoursPerWeek,
      daysPerWeek: basis.daysPerWeek,
      hours,
      doubleHours: double,
      rate,
      limits: limitsOf(rule, t),
    }),
  ];
}
