import { type NannyTaxWarning } from '../contract';
import { type LineDraft, rateLine } from '../lineItem';
import { multiplyCents, sumCents, toCents } from '../money';
import { type WageBasis } from '../payBasis';
import { figureOn } from '../dated';
import { cumulativeWages, perQuarter, QUARTER_STARTS } from '../quarters';
import { stateName, type StateCode } from '../states';
import { quarterlyTestMet } from '../thresholds';
import { surchargeLines } from './surcharges';
import { type StateTaxData } from '../taxYearData';
import { type Figure } from '../types';
import { warning } from '../warnings';

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
  const label = `${name} unemployment insurance (SUI)`;
  const byQuarter =
    options.suiRate === null && newEmployerRate.changes
      ? QUARTER_STARTS.map((date) => figureOn(newEmployerRate, `${options.taxYear}-${date}`))
      : null;
  lines.push(
    byQuarter
      ? quarterRateLine(label, byQuarter, basis, taxable, [wageBase, quarterlyTrigger])
      : rateLine('SUI', label, 'employer', rate.value, taxable, [rate, wageBase, quarterlyTrigger]),
    ...surchargeLines(state.surcharges ?? [], taxable, options.suiRate !== null),
  );
  return lines;
}

/**
 * SUI where the rate changes by calendar quarter (NH): each quarter's rate on the taxable wages
 * paid in it, the base filling from January as in the year view. The line's rate is the effective
 * rate for the year, and only the quarters with taxable wages lend it their figures.
 */
function quarterRateLine(
  label: string,
  rates: readonly Figure<number>[],
  basis: WageBasis,
  taxableCents: number,
  figures: readonly Figure<unknown>[],
): LineDraft {
  const toDate = cumulativeWages(basis.annualCents, basis.weeksPerYear).map((wages) =>
    Math.min(wages, taxableCents),
  );
  const taxableByQuarter = perQuarter(toDate);
  const quarterCents = taxableByQuarter.map((wages, q) =>
    multiplyCents(wages, rates[q]?.value ?? 0),
  );
  const annualCents = sumCents(quarterCents);
  const used = rates.filter((_, q) => (taxableByQuarter[q] ?? 0) > 0);
  return {
    code: 'SUI',
    label,
    payer: 'employer',
    rate:
      taxableCents > 0
        ? Math.round((annualCents / taxableCents) * 1e6) / 1e6
        : (rates[0]?.value ?? 0),
    taxableWagesCents: taxableCents,
    annualCents,
    figures: [...new Set(used), ...figures],
    quarterCents,
  };
}

/**
 * The state gives a new employer its industry's rate and publishes none for households: say the
 * rate shown is a placeholder and where the real one is (docs/tax-data.md#industry-based-new-employer-rates).
 */
export function industryRateWarning(
  code: StateCode,
  state: StateTaxData,
  suiRate: number | null,
): NannyTaxWarning | null {
  const industry = state.unemployment.industryRated;
  if (!industry || suiRate !== null) return null;
  return warning('SUI_RATE_BY_INDUSTRY', {
    state: code,
    industryRule: industry.rule,
    rate: state.unemployment.newEmployerRate.value,
  });
}
