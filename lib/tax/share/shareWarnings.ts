import { type NannyTaxWarning } from '../contract';
import { type StateTaxData } from '../taxYearData';
import { type FederalTaxData } from '../types';
import { minimumWageWarningsAt } from '../localMinimumWage';
import { toDollars } from '../money';
import { type OvertimeRule } from '../overtime/rule';
import { overtimeWarnings } from '../overtime/warnings';
import { type WageBasis } from '../payBasis';
import { warning } from '../warnings';
import { type StateCode } from '../states';
import { type CompleteNannyShareInput } from './contract';
import { type ShareWeek } from './weeklySplit';

/**
 * Warnings the single calculation gives about the pay rate and overtime. In a share they are
 * about the nanny's whole week, not one family's part of it, so the share gives them once.
 */
export const SHARE_LEVEL_CODES: ReadonlySet<string> = new Set([
  'BELOW_FEDERAL_MINIMUM_WAGE',
  'BELOW_STATE_MINIMUM_WAGE',
  'BELOW_LOCAL_MINIMUM_WAGE',
  'LOCAL_WAGE_ORDINANCE_EXCLUDES_HOUSEHOLD',
  'OVERTIME_APPLIED',
  'SALARY_MUST_COVER_OVERTIME',
  'LIVE_IN_NO_OVERTIME',
]);

/** The nanny's week as the engine's wage basis: the share's hours at the weighted regular rate. */
export function shareBasis(
  input: CompleteNannyShareInput,
  week: ShareWeek,
  days: number,
): WageBasis {
  const paidHourEquivalents = week.hours + 0.5 * week.overtimeHours + week.doubleTimeHours;
  return {
    annualCents: (week.straightTimeCents + week.premiumCents) * input.weeksPerYear,
    weeksPerYear: input.weeksPerYear,
    hoursPerWeek: week.hours,
    overtimeHours: week.overtimeHours,
    doubleTimeHours: week.doubleTimeHours,
    daysPerWeek: days,
    paidHourEquivalents,
    regularRate: week.regularRate,
    salaried: false,
  };
}

interface ShareWarningsInput {
  input: CompleteNannyShareInput;
  week: ShareWeek;
  basis: WageBasis;
  rule: OvertimeRule;
  federal: FederalTaxData;
  state: StateTaxData;
  code: StateCode;
}

/** How the week's premium is split, family by family, when there is one. */
function splitWarning(input: CompleteNannyShareInput, week: ShareWeek): NannyTaxWarning | null {
  if (week.premiumCents <= 0) return null;
  return warning('SHARE_OVERTIME_SPLIT', {
    premium: toDollars(week.premiumCents),
    splitBy: input.overtimeSplit === 'pay' ? 'pay' : 'hours',
    families: input.families.map((f, i) => ({
      label: f.label,
      premium: toDollars(week.families[i]?.premiumCents ?? 0),
    })),
  });
}

/**
 * The share's own warnings: the regular rate (the weighted average of the week's rates) against
 * the federal, state and local minimum wage, the overtime the whole week earns, and how its premium is
 * split between the families.
 */
export function shareWarnings(w: ShareWarningsInput): NannyTaxWarning[] {
  const warnings = minimumWageWarningsAt(
    { ...w.basis, salaried: true },
    {
      locality: w.input.locality,
      state: w.code,
      taxYear: w.input.taxYear,
      payDate: w.input.payDate,
    },
    { federal: w.federal.minimumWage, state: w.state.minimumWage },
  );
  warnings.push(...overtimeWarnings(w.basis, w.rule, w.input.liveIn));
  const split = splitWarning(w.input, w.week);
  if (split) warnings.push(split);
  return warnings;
}
