import { divideCents } from '../money';
import { annualBracketTaxCents, type StateCertificate } from '../state/withholding/methods';
import { type BracketMethod } from '../state/withholding/types';
import { type LocalMethod } from './types';

const FLAT = new WeakMap<BracketMethod, Map<number, BracketMethod>>();

/** Indiana's method with its flat state rate swapped for the county's (built once per rate). */
function countyMethod(state: BracketMethod, rate: number): BracketMethod {
  let byRate = FLAT.get(state);
  if (!byRate) FLAT.set(state, (byRate = new Map<number, BracketMethod>()));
  let method = byRate.get(rate);
  if (!method) {
    const rows = [{ over: 0, base: 0, rate }];
    byRate.set(
      rate,
      (method = { ...state, rows: { single: rows, married: rows, head_of_household: rows } }),
    );
  }
  return method;
}

/**
 * Indiana county tax (Departmental Notice #1): the county rate on the same wages less
 * exemptions as the state tax, per pay period. See docs/tax-local.md#indiana-counties.
 */
export function indianaCountyMethod(
  rate: number,
  state: BracketMethod,
  cert: StateCertificate,
  periods: number,
): LocalMethod {
  const method = countyMethod(state, rate);
  return ({ incomeTaxWagesCents }) => {
    const annual = annualBracketTaxCents(method, cert, {
      annualCents: incomeTaxWagesCents,
      federalWithheldCents: 0,
      ficaCents: 0,
      periods,
    });
    return { annualCents: divideCents(annual, periods) * periods, rate };
  };
}
