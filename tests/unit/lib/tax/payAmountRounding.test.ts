/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { NannyTaxInputError } from '@/lib/tax/errors';
import { toCents } from '@/lib/tax/money';
import { parseNannyTaxRequest } from '@/lib/tax/request';

const PERS = ['hour', 'week', 'month', 'year'] as const;
const TYPES = ['gross', 'net'] as const;

function request(amount: number, per: string, type: string) {
  return {
    taxYear: 2026,
    state: 'TX',
    pay: { amount, per, type },
    hoursPerWeek: 40,
    payFrequency: 'weekly',
  };
}

const ROUNDS_TO_ZERO = 'rounds to $0.00: must be at least 0.005 (one cent once rounded)';

describe('pay amounts that round to $0.00', () => {
  it.each([
    [0.004, 'net'],
    [0.004999, 'gross'],
    [1e-9, 'net'],
    [Number.MIN_VALUE, 'gross'],
  ])('refuses %p (%s) as a pay.amount field error', (amount, type) => {
    const result = parseNannyTaxRequest(request(amount, 'hour', type));
    expect(result).toEqual({
      ok: false,
      errors: [{ field: 'pay.amount', message: ROUNDS_TO_ZERO }],
    });
  });

  it.each([0.005, 0.01])('accepts %p, which rounds to a cent', (amount) => {
    const result = parseNannyTaxRequest(request(amount, 'hour', 'net'));
    expect(result.ok).toBe(true);
  });

  it('refuses in the engine too, with an input error, when a direct caller passes one', () => {
    expect(() =>
      calculateNannyTax({
        ...request(0.001, 'hour', 'net'),
        pay: { amount: 0.001, per: 'hour', type: 'net' },
      } as never),
    ).toThrow(NannyTaxInputError);
  });

  it('accepts exactly the amounts of at least a cent, and computes every one it accepts', () => {
    fc.assert(
      fc.property(
        fc.double({ min: Number.MIN_VALUE, max: 0.02, noNaN: true }),
        fc.constantFrom(...PERS),
        fc.constantFrom(...TYPES),
        (amount, per, type) => {
          const parsed = parseNannyTaxRequest(request(amount, per, type));
          expect(parsed.ok).toBe(toCents(amount) >= 1);
          if (parsed.ok) expect(() => calculateNannyTax(parsed.input)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});
