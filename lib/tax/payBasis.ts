import { type PayPer } from './contract';
import { multiplyCents, scaleCents } from './money';
import { stateName, type StateCode } from './states';
import { type FederalTaxData, type Figure, type StateTaxData } from './types';

/** FLSA time-and-a-half (29 CFR 778.107). */
export const OVERTIME_MULTIPLIER = 1.5;
/** Months in a year: monthly pay covers 12 months of 52/12 weeks. */
const MONTHS = 12;
const WEEKS_IN_YEAR = 52;

/** When overtime starts for this worker, and which rule says so. */
export interface OvertimeRule {
  /** Weekly hours after which 1.5× is due; null when no overtime rule applies (FLSA live-in). */
  readonly afterHours: number | null;
  readonly figure: Figure<number> | null;
  /** Who sets the rule, for messages: "the FLSA", "New York's live-in rule". */
  readonly authority: string;
}

/**
 * Live-out domestic workers get FLSA overtime after 40 hours (29 CFR 552.100); live-in workers
 * employed by the household are exempt (FLSA §13(b)(21), 29 CFR 552.102) unless a state rule
 * gives them overtime (NY 44 h, CA 45 h for personal attendants). A live-out state rule with a
 * higher threshold never displaces the FLSA's 40.
 */
export function overtimeRule(
  federal: FederalTaxData,
  state: StateTaxData,
  code: StateCode,
  liveIn: boolean,
): OvertimeRule {
  if (!liveIn) {
    return {
      afterHours: federal.overtimeWeeklyHours.value,
      figure: federal.overtimeWeeklyHours,
      authority: 'the FLSA',
    };
  }
  const stateRule = state.liveInOvertimeHours;
  if (stateRule) {
    return {
      afterHours: stateRule.value,
      figure: stateRule,
      authority: `${stateName(code)}'s live-in rule`,
    };
  }
  return { afterHours: null, figure: null, authority: 'the FLSA live-in exemption' };
}

/** The year's cash wages and the weekly pattern behind them. */
export interface WageBasis {
  readonly annualCents: number;
  readonly weeksPerYear: number;
  readonly hoursPerWeek: number;
  /** Hours a week above the overtime threshold (0 when no rule applies). */
  readonly overtimeHours: number;
  /** Straight-time hours plus 1.5 × overtime hours: what an hourly rate is multiplied by. */
  readonly paidHourEquivalents: number;
  /** The hourly rate agreed, or for a salary the regular rate it implies (dollars). */
  readonly regularRate: number;
  /** True when pay is a weekly, monthly or yearly total rather than an hourly rate. */
  readonly salaried: boolean;
}

/**
 * Annual cash wages from an agreed amount. Hourly: weekly gross = rate × regular hours + 1.5 ×
 * rate × overtime hours, rounded to the cent, times weeks worked. A weekly, monthly or yearly
 * amount is the agreed total for that period (monthly pay runs for 12 × weeks/52 months); its
 * implied regular rate solves rate × (regular + 1.5 × overtime hours) = weekly pay, which is how
 * a salary is tested against the minimum wage when it must also cover overtime.
 */
export function wageBasis(
  amountCents: number,
  per: PayPer,
  hoursPerWeek: number,
  weeksPerYear: number,
  rule: OvertimeRule,
): WageBasis {
  const overtimeHours = rule.afterHours === null ? 0 : Math.max(0, hoursPerWeek - rule.afterHours);
  const paidHourEquivalents = hoursPerWeek - overtimeHours + OVERTIME_MULTIPLIER * overtimeHours;
  const annualCents = annualCentsFor(amountCents, per, paidHourEquivalents, weeksPerYear);
  const regularRate =
    per === 'hour' ? amountCents / 100 : annualCents / weeksPerYear / paidHourEquivalents / 100;
  return {
    annualCents,
    weeksPerYear,
    hoursPerWeek,
    overtimeHours,
    paidHourEquivalents,
    regularRate,
    salaried: per !== 'hour',
  };
}

function annualCentsFor(
  amountCents: number,
  per: PayPer,
  paidHourEquivalents: number,
  weeksPerYear: number,
): number {
  switch (per) {
    case 'hour':
      return multiplyCents(amountCents, paidHourEquivalents) * weeksPerYear;
    case 'week':
      return amountCents * weeksPerYear;
    case 'month':
      return scaleCents(amountCents, MONTHS * weeksPerYear, WEEKS_IN_YEAR);
    case 'year':
      return amountCents;
  }
}

/** How many `per` units a year of this pattern holds: the divisor that turns annual pay into a rate. */
export function unitsPerYear(per: PayPer, basis: WageBasis): number {
  switch (per) {
    case 'hour':
      return basis.paidHourEquivalents * basis.weeksPerYear;
    case 'week':
      return basis.weeksPerYear;
    case 'month':
      return (MONTHS * basis.weeksPerYear) / WEEKS_IN_YEAR;
    case 'year':
      return 1;
  }
}
