import { type NannyTaxWarning } from '../contract';
import { formatUsd } from '../money';
import { DOUBLE_TIME_MULTIPLIER, OVERTIME_MULTIPLIER, type WageBasis } from '../payBasis';
import { warning } from '../warnings';
import { type OvertimeRule, thresholdsAt } from './rule';
import { type OvertimeThresholds } from './types';

/** Hours for a message: at most two decimals ("3.33"). */
function hoursText(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** "after 9 hours a day or 40 a week, 2× after 12 a day" for the thresholds in force. */
function thresholdText(rule: OvertimeRule, t: OvertimeThresholds): string {
  const parts: string[] = [];
  if (t.daily !== undefined) parts.push(`${t.daily} hours a day`);
  if (t.weekly !== undefined) parts.push(`${t.weekly} a week`);
  let text = `1.5× after ${parts.join(' or ')}`;
  if (t.dailyDouble !== undefined) text += `, 2× after ${t.dailyDouble} a day`;
  if (t.premiumDays) text += `, and premium pay from workday ${t.premiumDays.fromDay} of the week`;
  if (rule.fromRate && t.daily !== undefined) {
    text += `; daily overtime only at a regular rate under ${formatUsd(rule.fromRate.rate)}`;
  }
  return text;
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
  const notice = rule.notice ? ` ${rule.notice}` : '';
  return overtimeMessages(basis, rule, liveIn).map((w) => ({
    ...w,
    message: `${w.message}${notice}`,
  }));
}

function overtimeMessages(
  basis: WageBasis,
  rule: OvertimeRule,
  liveIn: boolean,
): NannyTaxWarning[] {
  const hours = basis.overtimeHours;
  const double = basis.doubleTimeHours;
  const t = thresholdsAt(rule, basis.regularRate);
  if (t.weekly === undefined && t.daily === undefined) {
    return liveIn && basis.hoursPerWeek > 40
      ? [
          warning(
            'LIVE_IN_NO_OVERTIME',
            'Live-in nannies employed by the household are exempt from federal overtime (FLSA §13(b)(21)), so no overtime is included; they must still be paid at least the minimum wage for every hour worked.',
          ),
        ]
      : [];
  }
  if (hours <= 0 && double <= 0) return [];
  const overtimeRate = formatUsd(basis.regularRate * OVERTIME_MULTIPLIER);
  const doubleRate = formatUsd(basis.regularRate * DOUBLE_TIME_MULTIPLIER);
  const daily = t.daily !== undefined;
  if (basis.salaried) {
    const regular = hoursText(basis.hoursPerWeek - hours - double);
    const doubleText =
      double > 0 ? ` and ${hoursText(double)} double-time hours at ${doubleRate}` : '';
    return [
      warning(
        'SALARY_MUST_COVER_OVERTIME',
        `A salary must still cover overtime under ${rule.authority}: at ${basis.hoursPerWeek} hours a week this pay works out to a regular rate of ${formatUsd(basis.regularRate)} an hour for ${regular} hours plus ${hoursText(hours)} overtime hours at ${overtimeRate}${doubleText}.`,
      ),
    ];
  }
  if (!daily) {
    return [
      warning(
        'OVERTIME_APPLIED',
        `Overtime included: ${hoursText(hours)} hours a week above ${rule.afterHours} at 1.5 × ${formatUsd(basis.regularRate)} = ${overtimeRate} an hour (${rule.authority}).`,
      ),
    ];
  }
  const doubleText =
    double > 0 ? ` and ${hoursText(double)} hours at 2 × = ${doubleRate} an hour` : '';
  return [
    warning(
      'OVERTIME_APPLIED',
      `Overtime included for ${basis.hoursPerWeek} hours over ${basis.daysPerWeek} days a week (spread evenly): ${hoursText(hours)} hours at 1.5 × ${formatUsd(basis.regularRate)} = ${overtimeRate} an hour${doubleText} (${rule.authority}: ${thresholdText(rule, t)}).`,
    ),
  ];
}
