import { type NannyTaxWarning } from '../contract';
import { type LineDraft } from '../lineItem';
import { multiplyCents, toCents } from '../money';
import { type WageBasis } from '../payBasis';
import { type StateTaxData } from '../taxYearData';
import { type EmployerSizeRule, type Figure, type ProgramContribution } from '../types';
import { warning } from '../warnings';

/** Whether a household of this size falls inside the program's employer-size range. */
function sizeApplies(rule: EmployerSizeRule | undefined, householdEmployees: number): boolean {
  if (!rule) return true;
  return (
    householdEmployees >= (rule.minEmployees ?? 1) &&
    householdEmployees <= (rule.maxEmployees ?? Infinity)
  );
}

/** One contribution: rate × wages up to the base, then any weekly (× weeks worked) or annual cap. */
function contributionLine(program: ProgramContribution, basis: WageBasis): LineDraft {
  const base = program.wageBase;
  const taxable = base ? Math.min(basis.annualCents, toCents(base.value)) : basis.annualCents;
  let amount = multiplyCents(taxable, program.rate.value);
  const figures: Figure<unknown>[] = [program.rate];
  if (base) figures.push(base);
  if (program.weeklyCap) {
    amount = Math.min(amount, toCents(program.weeklyCap.value) * basis.weeksPerYear);
    figures.push(program.weeklyCap);
  }
  if (program.annualCap) {
    amount = Math.min(amount, toCents(program.annualCap.value));
    figures.push(program.annualCap);
  }
  return {
    code: program.code,
    label: program.label,
    payer: program.payer,
    rate: program.rate.value,
    taxableWagesCents: taxable,
    annualCents: amount,
    figures,
  };
}

/** Lines and notices for the state's disability, paid-leave and long-term-care programs. */
export interface ProgramOutcome {
  readonly lines: LineDraft[];
  readonly notices: NannyTaxWarning[];
}

/**
 * State programs apply to covered household employment, modelled as: the state's UI quarterly
 * test is met (CA SDI shares CA's $750 test), the household-size rule includes this household
 * (e.g. OR: no employer share under 25 employees), NY's 20-hours-a-week domestic-worker test (a
 * live-in worker is covered whatever the hours), and
 * for VT's Child Care Contribution that the household withholds VT income tax.
 */
export function programLines(
  state: StateTaxData,
  basis: WageBasis,
  options: {
    covered: boolean;
    householdEmployees: number;
    stateWithholding: boolean;
    liveIn: boolean;
  },
): ProgramOutcome {
  const lines: LineDraft[] = [];
  const notices = new Map<string, NannyTaxWarning>();
  if (!options.covered) return { lines, notices: [] };
  for (const program of state.programs) {
    const hoursTest = !(program.liveInCovered === true && options.liveIn);
    if (
      hoursTest &&
      program.minHoursPerWeek !== undefined &&
      basis.hoursPerWeek < program.minHoursPerWeek
    )
      continue;
    if (program.requiresStateWithholding && !options.stateWithholding) continue;
    if (!sizeApplies(program.employerSize, options.householdEmployees)) {
      if (program.exemptionNotice) {
        notices.set(
          program.exemptionNotice,
          warning('EMPLOYER_SIZE_EXEMPTION', { note: program.exemptionNotice }),
        );
      }
      continue;
    }
    lines.push(contributionLine(program, basis));
    if (program.notice)
      notices.set(program.notice, warning('STATE_PROGRAM_NOTE', { note: program.notice }));
  }
  return { lines, notices: [...notices.values()] };
}
