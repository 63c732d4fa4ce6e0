import { type WageBasis } from './payBasis';

/** A calendar quarter holds 13 of the year's 52 weeks. */
const WEEKS_PER_QUARTER = 13;

/*
 * Timing model: the weeks worked run consecutively from the start of a calendar quarter at the
 * same weekly pay. The busiest quarter then holds min(13, weeks) weeks, which is what the
 * "any calendar quarter" tests (FUTA, state UI) look at. Other household employees are assumed
 * to be paid like this one, so household quarterly wages = this employee's × householdEmployees.
 */

/**
 * True when household cash wages reach `triggerCents` in a calendar quarter (Pub 926 FUTA test
 * and the state UI registration tests). Integer arithmetic: annual × weeksInQuarter / weeks ×
 * employees ≥ trigger.
 */
export function quarterlyTestMet(
  basis: WageBasis,
  triggerCents: number,
  householdEmployees: number,
): boolean {
  const weeksInQuarter = Math.min(WEEKS_PER_QUARTER, basis.weeksPerYear);
  return (
    basis.annualCents * weeksInQuarter * householdEmployees >= triggerCents * basis.weeksPerYear
  );
}

/** The week of the first quarter in which the quarterly test is met (1-based), or null if never. */
export function quarterlyTestWeek(
  basis: WageBasis,
  triggerCents: number,
  householdEmployees: number,
): number | null {
  if (!quarterlyTestMet(basis, triggerCents, householdEmployees)) return null;
  return Math.max(
    1,
    Math.ceil((triggerCents * basis.weeksPerYear) / (basis.annualCents * householdEmployees)),
  );
}

/** The week in which year-to-date wages reach `thresholdCents` (1-based), or null if they never do. */
export function annualThresholdWeek(basis: WageBasis, thresholdCents: number): number | null {
  if (basis.annualCents < thresholdCents) return null;
  return Math.max(1, Math.ceil((thresholdCents * basis.weeksPerYear) / basis.annualCents));
}
