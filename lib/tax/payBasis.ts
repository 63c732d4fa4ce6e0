import { type PayPer } from './contract';
import { multiplyCents, scaleCents } from './money';
import { type OvertimeRule, premiumHours, workdays } from './overtime/rule';
import { type OvertimeThresholds } from './overtime/types';

export { overtimeRule, type OvertimeRule } from './overtime/rule';

/** FLSA time-and-a-half (29 CFR 778.107). */
export const OVERTIME_MULTIPLIER = 1.5;
/** Double time (CA Wage Order 15 §3(A)(1)). */
export const DOUBLE_TIME_MULTIPLIER = 2;
/** Months in a year: monthly pay covers 12 months of 52/12 weeks. */
const MONTHS = 12;
const WEEKS_IN_YEAR = 52;

/** The year's cash wages and the weekly pattern behind them. */
export interface WageBasis {
  readonly annualCents: number;
  readonly weeksPerYear: number;
  readonly hoursPerWeek: number;
  /** Hours a week paid at 1.5× (0 when no rule applies). */
  readonly overtimeHours: number;
  /** Hours a week paid at 2× (CA daily double time). */
  readonly doubleTimeHours: number;
  /** Workdays a week the hours are spread over. */
  readonly daysPerWeek: number;
  /** Straight-time hours plus 1.5 × overtime and 2 × double-time hours: what a rate is multiplied by. */
  readonly paidHourEquivalents: number;
  /** The hourly rate agreed, or for a salary the regular rate it implies (dollars). */
  readonly regularRate: number;
  /** True when pay is a weekly, monthly or yearly total rather than an hourly rate. */
  readonly salaried: boolean;
}

/**
 * Annual cash wages from an agreed amount. Hourly: weekly gross = rate × regular hours + 1.5 ×
 * rate × overtime hours + 2 × rate × double-time hours (hours spread evenly over the workdays),
 * rounded to the cent, times weeks worked. A weekly, monthly or yearly
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
  daysPerWeek = 5,
): WageBasis {
  const first = basisWith(
    rule.thresholds,
    amountCents,
    per,
    hoursPerWeek,
    weeksPerYear,
    daysPerWeek,
  );
  // Nevada: daily overtime only below 1.5× the minimum wage. A salary's regular rate is taken with
  // the daily hours counted; if it is at or above the limit, the weekly-only rule gives a rate that
  // is higher still, so the two readings agree.
  if (!rule.fromRate || first.regularRate < rule.fromRate.rate) return first;
  return basisWith(
    rule.fromRate.thresholds,
    amountCents,
    per,
    hoursPerWeek,
    weeksPerYear,
    daysPerWeek,
  );
}

function basisWith(
  thresholds: OvertimeThresholds,
  amountCents: number,
  per: PayPer,
  hoursPerWeek: number,
  weeksPerYear: number,
  daysPerWeek: number,
): WageBasis {
  const premium = premiumHours(thresholds, hoursPerWeek, daysPerWeek);
  const overtimeHours = premium.overtime;
  const doubleTimeHours = premium.doubleTime;
  const paidHourEquivalents =
    hoursPerWeek +
    (OVERTIME_MULTIPLIER - 1) * overtimeHours +
    (DOUBLE_TIME_MULTIPLIER - 1) * doubleTimeHours;
  const annualCents = annualCentsFor(amountCents, per, paidHourEquivalents, weeksPerYear);
  const regularRate =
    per === 'hour' ? amountCents / 100 : annualCents / weeksPerYear / paidHourEquivalents / 100;
  return {
    annualCents,
    weeksPerYear,
    hoursPerWeek,
    overtimeHours,
    doubleTimeHours,
    daysPerWeek: workdays(hoursPerWeek, daysPerWeek),
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
