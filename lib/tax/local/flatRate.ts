import { entriesOf, entryIndexOn } from '../dated';
import { type PayDateFacts } from '../datedLine';
import { divideCents, multiplyCents, sumCents } from '../money';
import { quarterIndexOf } from '../payDates';
import { type Figure } from '../types';
import { type LocalMethod } from './types';

/** A flat rate on all wages, per pay period (a city wage tax, or a rate the family entered). */
export function flatRateMethod(rate: number, periods: number): LocalMethod {
  return ({ incomeTaxWagesCents }) => ({
    annualCents: divideCents(multiplyCents(incomeTaxWagesCents, rate), periods) * periods,
    rate,
  });
}

/**
 * A flat rate that changes inside the year (Philadelphia on July 1; docs/tax.md#effective-dates):
 * each paycheck at the rate in force on its pay date, so the year is each rate's paycheck times
 * the pay dates it covers, and one paycheck is the pay date's own. `rate` is the pay date's.
 */
export function datedRateMethod(rates: Figure<number>, dates: PayDateFacts): LocalMethod {
  const entries = entriesOf(rates);
  const current = entries[entryIndexOn(entries, dates.payDate)]?.value ?? rates.value;
  if (entries.length <= 1) return flatRateMethod(current, dates.periods);
  const rateOf = dates.payDates.map((date) => entries[entryIndexOn(entries, date)]?.value ?? 0);
  return ({ incomeTaxWagesCents }) => {
    const perPeriod = (rate: number) =>
      divideCents(multiplyCents(incomeTaxWagesCents, rate), dates.periods);
    const quarterCents = [0, 0, 0, 0];
    dates.payDates.forEach((date, i) => {
      const q = quarterIndexOf(date);
      quarterCents[q] = (quarterCents[q] ?? 0) + perPeriod(rateOf[i] ?? 0);
    });
    return {
      annualCents: sumCents(quarterCents),
      rate: current,
      perPeriodCents: perPeriod(current),
      quarterCents,
    };
  };
}
