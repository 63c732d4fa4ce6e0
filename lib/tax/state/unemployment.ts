import { type LineDraft, rateLine } from '../lineItem';
import { toCents } from '../money';
import { type WageBasis } from '../payBasis';
import { stateName, type StateCode } from '../states';
import { quarterlyTestMet } from '../thresholds';
import { surchargeLines } from './surcharges';
import { type StateTaxData } from '../taxYearData';
import { type Figure } from '../types';

/** The household must register for state UI once its quarterly cash wages reach the trigger. */
export function stateUnemploymentOwed(
  state: StateTaxData,
  basis: WageBasis,
  householdEmployees: number,
): boolean {
  return quarterlyTestMet(
    basis,
    toCents(state.unemployment.quarterlyTrigger.value),
    householdEmployees,
  );
}

/** The figure for a rate the family typed in (their assigned rate notice). */
function enteredRate(value: number, taxYear: number): Figure<number> {
  return {
    value,
    source: 'The SUI rate you entered (your state rate notice)',
    asOf: String(taxYear),
  };
}

/**
 * State unemployment insurance once the state's quarterly test is met: the employer's rate (the
 * family's assigned rate when given, else the new-employer rate) on wages up to the state base,
 * plus the employee contribution where the state has one (AK, NJ, PA), plus the state's employer
 * surcharges on the same wages (CA ETT, DC administrative assessment, MN base tax).
 */
export function unemploymentLines(
  code: StateCode,
  state: StateTaxData,
  basis: WageBasis,
  options: { householdEmployees: number; suiRate: number | null; taxYear: number },
): LineDraft[] {
  if (!stateUnemploymentOwed(state, basis, options.householdEmployees)) return [];
  const { wageBase, newEmployerRate, quarterlyTrigger, employee } = state.unemployment;
  const rate =
    options.suiRate === null ? newEmployerRate : enteredRate(options.suiRate, options.taxYear);
  const name = stateName(code);
  const lines: LineDraft[] = [];
  if (employee) {
    const base = employee.value.wageBase;
    const taxable = base === null ? basis.annualCents : Math.min(basis.annualCents, toCents(base));
    lines.push(
      rateLine(
        'SUI_EMPLOYEE',
        `${name} unemployment insurance, employee share`,
        'employee',
        employee.value.rate,
        taxable,
        [employee, quarterlyTrigger],
      ),
    );
  }
  const taxable = Math.min(basis.annualCents, toCents(wageBase.value));
  lines.push(
    rateLine('SUI', `${name} unemployment insurance (SUI)`, 'employer', rate.value, taxable, [
      rate,
      wageBase,
      quarterlyTrigger,
    ]),
    ...surchargeLines(state.surcharges ?? [], taxable, options.suiRate !== null),
  );
  return lines;
}
