import { addRates, divideCents, multiplyCents } from '../money';
import { type DatedRate } from '../localities/types';
import { type LocalMethod } from './types';

/** Months of `year` (1 January to 31 December) each dated rate covers, as shares of the year. */
function yearShares(rates: readonly DatedRate[], year: number): number[] {
  const monthOf = (iso: string) => {
    const [y = '0', m = '1'] = iso.split('-');
    return Math.min(12, Math.max(0, (Number(y) - year) * 12 + Number(m) - 1));
  };
  return rates.map((r, i) => {
    const next = rates[i + 1];
    const end = next ? monthOf(next.from) : 12;
    return Math.max(0, end - monthOf(r.from)) / 12;
  });
}

/**
 * The rate for a year of pay dates when the rate changes on the first of a month (Philadelphia on
 * July 1): each rate weighted by the share of the year's paychecks it covers. Every supported pay
 * frequency dates half its paychecks in each half of 2026 (26 of 52 Fridays, 13 of 26, 12 of 24,
 * 6 of 12), so months measure paychecks exactly.
 */
export function yearRate(rates: readonly DatedRate[], year: number): number {
  const shares = yearShares(rates, year);
  return addRates(...rates.map((r, i) => Math.round((shares[i] ?? 0) * r.rate * 1e8) / 1e8));
}

/** A flat rate on all wages, per pay period (a city wage tax, or a rate the family entered). */
export function flatRateMethod(rate: number, periods: number): LocalMethod {
  return ({ incomeTaxWagesCents }) => ({
    annualCents: divideCents(multiplyCents(incomeTaxWagesCents, rate), periods) * periods,
    rate,
  });
}
