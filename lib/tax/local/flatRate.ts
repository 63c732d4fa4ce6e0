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
 * A local method whose figure changes inside the year (Philadelphia's Wage Tax on July 1, an
 * Indiana county on October 1; docs/tax.md#effective-dates): each paycheck by the method of the
 * value in force on its pay date, so the year is each value's paycheck times the pay dates it
 * covers, and one paycheck is the pay date's own. `rate` is the pay date's.
 */
export function datedMethod<T>(
  figure: Figure<T>,
  dates: PayDateFacts,
  methodFor: (value: T) => LocalMethod,
): LocalMethod {
  const entries = entriesOf(figure);
  const methods = entries.map((entry) => methodFor(entry.value));
  const currentIndex = entryIndexOn(entries, dates.payDate);
  const current = methods[currentIndex] ?? methodFor(figure.value);
  if (entries.length <= 1) return current;
  const indexOf = dates.payDates.map((date) => entryIndexOn(entries, date));
  return (amounts) => {
    const results = methods.map((method) => method(amounts));
    const paychecks = results.map((result) => divideCents(result.annualCents, dates.periods));
    const quarterCents = [0, 0, 0, 0];
    dates.payDates.forEach((date, i) => {
      const q = quarterIndexOf(date);
      quarterCents[q] = (quarterCents[q] ?? 0) + (paychecks[indexOf[i] ?? 0] ?? 0);
    });
    return {
      annualCents: sumCents(quarterCents),
      rate: results[currentIndex]?.rate ?? null,
      perPeriodCents: paychecks[currentIndex] ?? 0,
      quarterCents,
    };
  };
}

/** A flat rate that changes inside the year: `datedMethod` over the flat rate. */
export function datedRateMethod(rates: Figure<number>, dates: PayDateFacts): LocalMethod {
  return datedMethod(rates, dates, (rate) => flatRateMethod(rate, dates.periods));
}
