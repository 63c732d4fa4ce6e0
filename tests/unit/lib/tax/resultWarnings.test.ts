/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { compute, createContext } from '@/lib/tax/compute';
import { completeInput } from '@/lib/tax/defaults';
import { familySavings } from '@/lib/tax/familySavings';
import { toLineItem } from '@/lib/tax/lineItem';
import { toCents } from '@/lib/tax/money';
import { resultWarnings } from '@/lib/tax/resultWarnings';

const INPUT = completeInput({
  taxYear: 2026,
  state: 'CA',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 45,
  payFrequency: 'weekly',
  family: {
    filingStatus: 'married',
    agi: 150_000,
    childrenUnder13: 2,
    dependentCareFsa: 5_000,
  },
});

describe('resultWarnings', () => {
  const ctx = createContext(INPUT);
  const computation = compute(ctx, toCents(25));
  const lineItems = computation.lines.map((line) => toLineItem(line, ctx.periods));

  it('are the result’s warnings before the family savings ones, in the page’s order', () => {
    const codes = resultWarnings({ ctx, computation, lineItems, solved: null }).map((w) => w.code);
    const all = calculateNannyTax(INPUT).warnings.map((w) => w.code);
    expect(all.slice(0, codes.length)).toEqual(codes);
    expect(codes).not.toContain('NET_TO_GROSS');
  });

  it('start with the take-home solve when the pay was given as take-home', () => {
    const [first] = resultWarnings({
      ctx,
      computation,
      lineItems,
      solved: { grossCents: 2_500, netCents: 2_000 },
    });
    expect(first?.code).toBe('NET_TO_GROSS');
    expect(first?.message).toContain('$25.00');
  });
});

describe('familySavings', () => {
  it('is the savings the calculation reports, with the warnings that close its list', () => {
    const result = calculateNannyTax(INPUT);
    const ctx = createContext(INPUT);
    const costCents = toCents(result.annual.totalEmployerCost);
    const family = familySavings(ctx, INPUT.family!, costCents);
    expect(family.savings).toEqual(result.savings);
    expect(result.warnings.slice(-family.warnings.length)).toEqual(family.warnings);
  });
});
