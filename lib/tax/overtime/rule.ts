import { type OvertimeAuthority } from '../messages/warningParams';
import { type StateCode } from '../states';
import { type StateTaxData } from '../taxYearData';
import { type FederalTaxData, type Figure } from '../types';
import { type OvertimeThresholds } from './types';

/** When overtime starts for this worker, and which rules say so. */
export interface OvertimeRule {
  /** The thresholds in force: the most generous of the FLSA and the state rule, limit by limit. */
  readonly thresholds: OvertimeThresholds;
  /** Weekly hours after which 1.5× is due; null when no weekly rule applies (FLSA live-in). */
  readonly afterHours: number | null;
  readonly figures: readonly Figure<OvertimeThresholds | number>[];
  /** Who sets the rule, for messages: "the FLSA", "the FLSA and California's rule". */
  readonly authority: OvertimeAuthority;
  /**
   * A pay-dependent daily rule (Nevada): from this regular rate (dollars an hour) on, the daily
   * limits fall away and these thresholds apply instead. Null when the rule does not depend on pay.
   */
  readonly fromRate: { readonly rate: number; readonly thresholds: OvertimeThresholds } | null;
  /** The state's live-in notice, for a live-in (see StateOvertimeRules.liveInNotice). */
  readonly notice: string | null;
}

/** The thresholds in force at a regular rate (only Nevada's daily rule depends on it). */
export function thresholdsAt(rule: OvertimeRule, regularRate: number): OvertimeThresholds {
  return rule.fromRate && regularRate >= rule.fromRate.rate
    ? rule.fromRate.thresholds
    : rule.thresholds;
}

/** Who the worker is, for the state rules. */
export interface Worker {
  readonly liveIn: boolean;
  readonly personalAttendant: boolean;
}

function minDefined(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

/** Two sets of thresholds combined so each limit is the one better for the employee. */
function merge(a: OvertimeThresholds, b: OvertimeThresholds): OvertimeThresholds {
  const out: {
    weekly?: number;
    daily?: number;
    dailyDouble?: number;
    premiumDays?: OvertimeThresholds['premiumDays'];
    dailyBelowMinimumWageMultiple?: number;
  } = {};
  const weekly = minDefined(a.weekly, b.weekly);
  const daily = minDefined(a.daily, b.daily);
  const dailyDouble = minDefined(a.dailyDouble, b.dailyDouble);
  if (weekly !== undefined) out.weekly = weekly;
  if (daily !== undefined) out.daily = daily;
  if (dailyDouble !== undefined) out.dailyDouble = dailyDouble;
  // Only state rules have premium days, and only one state rule applies at a time.
  const premiumDays = a.premiumDays ?? b.premiumDays;
  if (premiumDays) out.premiumDays = premiumDays;
  const multiple = a.dailyBelowMinimumWageMultiple ?? b.dailyBelowMinimumWageMultiple;
  if (multiple !== undefined) out.dailyBelowMinimumWageMultiple = multiple;
  return out;
}

/** The state's rule for this worker: a personal-attendant rule replaces the live-in/out ones. */
function stateRule(state: StateTaxData, worker: Worker): Figure<OvertimeThresholds> | undefined {
  const rules = state.overtime;
  if (!rules) return undefined;
  if (worker.personalAttendant && rules.personalAttendant) return rules.personalAttendant;
  return worker.liveIn ? rules.liveIn : rules.liveOut;
}

/**
 * Live-out domestic workers get FLSA overtime after 40 hours (29 CFR 552.100); live-in workers
 * employed by the household are exempt (FLSA §13(b)(21), 29 CFR 552.102). A state rule adds to
 * that (OR and NY live-in 44 h, MA, HI and IL live-in 40 h, MN live-in 48 h, CA daily overtime,
 * CO 12 h a day, NV 8 h a day below 1.5× its minimum wage); where both
 * apply the worker gets the better limit of each kind, as the stricter law governs.
 */
export function overtimeRule(
  federal: FederalTaxData,
  state: StateTaxData,
  code: StateCode,
  worker: Worker,
): OvertimeRule {
  const figures: Figure<OvertimeThresholds | number>[] = [];
  let thresholds: OvertimeThresholds = {};
  if (!worker.liveIn) {
    thresholds = { weekly: federal.overtimeWeeklyHours.value };
    figures.push(federal.overtimeWeeklyHours);
  }
  const rule = stateRule(state, worker);
  if (rule) {
    thresholds = merge(thresholds, rule.value);
    figures.push(rule);
  }
  return {
    thresholds,
    afterHours: thresholds.weekly ?? null,
    figures,
    authority: { flsa: !worker.liveIn, state: rule ? code : null },
    fromRate: payDependentRule(thresholds, state.minimumWage.value),
    notice: worker.liveIn ? (state.overtime?.liveInNotice ?? null) : null,
  };
}

/** Where the daily limit stops at a multiple of the minimum wage: the weekly-only thresholds. */
function payDependentRule(
  thresholds: OvertimeThresholds,
  minimumWage: number,
): OvertimeRule['fromRate'] {
  const multiple = thresholds.dailyBelowMinimumWageMultiple;
  if (multiple === undefined) return null;
  const weeklyOnly = thresholds.weekly === undefined ? {} : { weekly: thresholds.weekly };
  // Cents, rounded: 1.5 × $12.00 = $18.00 exactly, not 17.999….
  return { rate: Math.round(multiple * minimumWage * 100) / 100, thresholds: weeklyOnly };
}

/** Hours a week at 1.5× and at 2×. */
export interface PremiumHours {
  readonly overtime: number;
  readonly doubleTime: number;
}

const HOURS_PER_DAY = 24;

/** Rounds away float noise (50 / 6 hours a day) so 10.000000001 reads as 10. */
function clean(hours: number): number {
  return Math.round(hours * 1e6) / 1e6;
}

/** The workdays the hours are spread over: as asked, but at least enough to stay within 24 a day. */
export function workdays(hoursPerWeek: number, daysPerWeek: number): number {
  return Math.max(daysPerWeek, Math.ceil(hoursPerWeek / HOURS_PER_DAY));
}

/**
 * The week's premium hours with `hoursPerWeek` spread evenly over `daysPerWeek` (at least enough
 * days to keep a day within 24 hours): daily overtime and double time first, then the weekly
 * limit on the remaining straight-time hours, so no hour is paid a premium twice.
 */
export function premiumHours(
  thresholds: OvertimeThresholds,
  hoursPerWeek: number,
  daysPerWeek: number,
): PremiumHours {
  const days = workdays(hoursPerWeek, daysPerWeek);
  const perDay = hoursPerWeek / days;
  const premium = thresholds.premiumDays;
  const premiumDayCount = premium ? Math.max(0, days - premium.fromDay + 1) : 0;
  const ordinaryDays = days - premiumDayCount;
  const double = thresholds.dailyDouble ?? Infinity;
  const dailyDouble = Math.max(0, perDay - double);
  const dailyOvertime =
    thresholds.daily === undefined ? 0 : Math.max(0, Math.min(perDay, double) - thresholds.daily);
  let overtime = ordinaryDays * dailyOvertime;
  let doubleTime = ordinaryDays * dailyDouble;
  const straight = ordinaryDays * (perDay - dailyOvertime - dailyDouble);
  if (premium && premiumDayCount > 0) {
    overtime += premiumDayCount * Math.min(perDay, premium.overtimeUpTo);
    doubleTime += premiumDayCount * Math.max(0, perDay - premium.overtimeUpTo);
  }
  if (thresholds.weekly !== undefined) overtime += Math.max(0, straight - thresholds.weekly);
  return { overtime: clean(overtime), doubleTime: clean(doubleTime) };
}
