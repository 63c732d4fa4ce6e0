import { type PayDateFacts } from '../datedLine';
import { divideCents, sumCents } from '../money';
import { quarterIndexOf } from '../payDates';
import { type LocalAmount, type LocalMethod, type LocalTaxSetup } from './types';

/** Each quarter's cents of an amount: its own, or its paycheck × the pay dates in the quarter. */
function quartersOf(amount: LocalAmount, dates: PayDateFacts): readonly number[] {
  if (amount.quarterCents) return amount.quarterCents;
  const paycheck = amount.perPeriodCents ?? divideCents(amount.annualCents, dates.periods);
  const quarters = [0, 0, 0, 0];
  for (const date of dates.payDates) {
    const q = quarterIndexOf(date);
    quarters[q] = (quarters[q] ?? 0) + paycheck;
  }
  return quarters;
}

/**
 * Two local taxes withheld together (a resident tax and the work place's non-resident tax; see
 * docs/tax-local.md#both-a-resident-and-a-work-tax) as one amount: the sum of each, by quarter
 * where either changes inside the year, so the calendar still sums to the line.
 */
export function combinedMethod(
  first: LocalMethod,
  second: LocalMethod,
  dates: PayDateFacts,
): LocalMethod {
  return (amounts) => {
    const a = first(amounts);
    const b = second(amounts);
    const paycheck = (x: LocalAmount) =>
      x.perPeriodCents ?? divideCents(x.annualCents, dates.periods);
    if (!a.quarterCents && !b.quarterCents) {
      return { annualCents: a.annualCents + b.annualCents, rate: null };
    }
    const qa = quartersOf(a, dates);
    const qb = quartersOf(b, dates);
    const quarterCents = qa.map((cents, q) => cents + (qb[q] ?? 0));
    return {
      annualCents: sumCents(quarterCents),
      rate: null,
      perPeriodCents: paycheck(a) + paycheck(b),
      quarterCents,
    };
  };
}

/** One setup for the taxes that apply: labels joined with "and", figures and warnings kept. */
export function combinedSetup(
  setups: readonly LocalTaxSetup[],
  dates: PayDateFacts,
): LocalTaxSetup {
  return setups.reduce<LocalTaxSetup>(
    (all, next) => {
      const warnings = [...all.warnings, ...next.warnings];
      if (next.kind === 'none') return { ...all, warnings };
      if (all.kind === 'none') return { ...next, warnings };
      return {
        kind: 'method',
        label: `${all.label} and ${next.label}`,
        method: combinedMethod(all.method, next.method, dates),
        figures: [...all.figures, ...next.figures],
        warnings,
      };
    },
    { kind: 'none', warnings: [] },
  );
}
