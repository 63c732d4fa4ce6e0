/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { parseNannyTaxRequest } from '@/lib/tax/request';
import { localityInput } from '../../../../support/nannyTaxInputArbitrary';

const PERIODS = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 } as const;

function annual(result: NannyTaxResult, code: string): number {
  return result.lineItems.find((l) => l.code === code)?.annual ?? 0;
}

/** The same input paid `amount` gross per `per`, with no extra withholding to cap. */
function paid(input: CompleteNannyTaxInput, amount: number): CompleteNannyTaxInput {
  return {
    ...input,
    pay: { ...input.pay, amount, type: 'gross' },
    federalWithholding: input.federalWithholding && {
      ...input.federalWithholding,
      extraWithholding: 0,
    },
  };
}

describe('local income tax (properties)', () => {
  it('never gives a negative line or take-home, for any locality', () => {
    fc.assert(
      fc.property(localityInput, (input) => {
        const result = calculateNannyTax(input);
        for (const item of result.lineItems) expect(item.annual).toBeGreaterThanOrEqual(0);
        expect(result.perPaycheck.netPay).toBeGreaterThanOrEqual(0);
        expect(result.annual.netPay).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  // Maryland's county part is the guide's combined amount less the state-only amount, each rounded
  // to the cent a paycheck, so alone it may dip a cent a paycheck; state plus local never does.
  it('withholds at least as much state plus local tax on higher wages', () => {
    const arb = fc.record({
      input: localityInput,
      low: fc.integer({ min: 100, max: 100_000 }),
      raise: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(arb, ({ input, low, raise }) => {
        const fixed = { ...input, pay: { ...input.pay, per: 'week' as const } };
        const lower = calculateNannyTax(paid(fixed, low / 100));
        const higher = calculateNannyTax(paid(fixed, (low + raise) / 100));
        const both = (r: NannyTaxResult) =>
          annual(r, 'STATE_INCOME_TAX') + annual(r, 'LOCAL_INCOME_TAX');
        expect(both(higher)).toBeGreaterThanOrEqual(both(lower) - 1e-9);
        const periods = PERIODS[input.payFrequency];
        const local = (r: NannyTaxResult) => annual(r, 'LOCAL_INCOME_TAX');
        expect(local(higher)).toBeGreaterThanOrEqual(local(lower) - periods / 100 - 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips take-home to gross and back within a cent', () => {
    const arb = fc.record({ input: localityInput, netCents: fc.integer({ min: 1500, max: 6000 }) });
    fc.assert(
      fc.property(arb, ({ input, netCents }) => {
        const target = netCents / 100;
        const hourly = {
          ...paid(input, target),
          pay: { amount: target, per: 'hour' as const, type: 'net' as const },
          hoursPerWeek: 40,
          weeksPerYear: 52,
          employeeRelationship: 'none' as const,
        };
        const solved = payRates(hourly);
        expect(Math.abs(solved.netPerUnit - target)).toBeLessThanOrEqual(0.0100001);
      }),
      { numRuns: 150 },
    );
  });

  it('answers any JSON body with a result or field errors, never a throw', () => {
    const body = fc.record({
      taxYear: fc.constant(2026),
      state: fc.constantFrom('NY', 'MD', 'PA', 'IN', 'OH', 'TX', 'zz'),
      pay: fc.constant({ amount: 25, per: 'hour', type: 'gross' }),
      hoursPerWeek: fc.constant(40),
      payFrequency: fc.constant('weekly'),
      stateWithholding: fc.boolean(),
      locality: fc.oneof(
        fc.constantFrom('NY-NYC', 'ny-yonkers', 'MD-KENT', 'PA-EIT', 'IN-LAKE', 'OH-MUNI', null),
        fc.string(),
        fc.integer(),
      ),
      livesInLocality: fc.oneof(fc.boolean(), fc.string()),
      localRate: fc.oneof(fc.double({ min: -1, max: 1, noNaN: true }), fc.constant(null)),
    });
    fc.assert(
      fc.property(body, (raw) => {
        const parsed = parseNannyTaxRequest(raw);
        if (parsed.ok) expect(() => calculateNannyTax(parsed.input)).not.toThrow();
        else for (const e of parsed.errors) expect(typeof e.field).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});
