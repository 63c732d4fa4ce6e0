import { type LineDraft, rateLine } from '../lineItem';
import { addRates, toCents } from '../money';
import { type WageBasis } from '../payBasis';
import { type StateCode } from '../states';
import { quarterlyTestMet } from '../thresholds';
import { type FederalTaxData } from '../types';

/** Pub 926 / Schedule H: FUTA is owed once household cash wages reach $1,000 in a quarter. */
export function futaOwed(
  federal: FederalTaxData,
  basis: WageBasis,
  householdEmployees: number,
): boolean {
  return quarterlyTestMet(basis, toCents(federal.futa.quarterlyTest.value), householdEmployees);
}

/**
 * FUTA: 0.6% net (6.0% less the full 5.4% state credit, assuming state UI is paid on time) on the
 * first $7,000 of each employee's wages, plus the state's credit reduction when it has an unpaid
 * federal loan (CA, projected for 2026).
 */
export function futaLine(
  federal: FederalTaxData,
  state: StateCode,
  basis: WageBasis,
  householdEmployees: number,
): LineDraft | null {
  if (!futaOwed(federal, basis, householdEmployees)) return null;
  const { netRate, wageBase, quarterlyTest, creditReductions } = federal.futa;
  const reduction = creditReductions[state];
  const rate = reduction ? addRates(netRate.value, reduction.value) : netRate.value;
  const taxable = Math.min(basis.annualCents, toCents(wageBase.value));
  const label = reduction
    ? `Federal unemployment tax (FUTA), including the ${state} credit reduction`
    : 'Federal unemployment tax (FUTA)';
  const figures = reduction
    ? [netRate, wageBase, quarterlyTest, reduction]
    : [netRate, wageBase, quarterlyTest];
  return rateLine('FUTA', label, 'employer', rate, taxable, figures);
}
