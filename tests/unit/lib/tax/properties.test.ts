/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { withDefaults } from '@/lib/tax/defaults';
import { EMPLOYEE_RELATIONSHIPS } from '@/lib/tax/relationships';
import { completeInput } from '../../../support/nannyTaxInputArbitrary';

describe('calculateNannyTax (properties)', () => {
  it('never gives a negative line item, for any input the calculator can produce', () => {
    fc.assert(
      fc.property(completeInput, (input) => {
        const result = calculateNannyTax(withDefaults(input));
        for (const item of result.lineItems) {
          expect(item.annual).toBeGreaterThanOrEqual(0);
          expect(item.perPaycheck).toBeGreaterThanOrEqual(0);
          expect(item.taxableWages).toBeGreaterThanOrEqual(0);
        }
        expect(result.annual.netPay).toBeLessThanOrEqual(result.annual.grossWages);
      }),
      { numRuns: 400 },
    );
  });

  it('never owes Social Security, Medicare or FUTA for a spouse or a child under 21', () => {
    const family = completeInput.map((input) => ({
      ...input,
      employeeRelationship: 'spouse' as const,
    }));
    fc.assert(
      fc.property(family, (input) => {
        const codes = calculateNannyTax(input).lineItems.map((l) => l.code);
        expect(codes).not.toContain('SOCIAL_SECURITY');
        expect(codes).not.toContain('MEDICARE');
        expect(codes).not.toContain('FUTA');
      }),
      { numRuns: 100 },
    );
  });

  it('pays at least as much with daily overtime as with the weekly rule alone', () => {
    const ca = fc.record({
      hours: fc.integer({ min: 1, max: 70 }),
      days: fc.integer({ min: 1, max: 7 }),
      attendant: fc.boolean(),
    });
    fc.assert(
      fc.property(ca, ({ hours, days, attendant }) => {
        const input = {
          taxYear: 2026 as const,
          state: 'CA' as const,
          pay: { amount: 20, per: 'hour' as const, type: 'gross' as const },
          hoursPerWeek: hours,
          payFrequency: 'weekly' as const,
          personalAttendant: attendant,
          daysPerWeek: days,
        };
        const tx = calculateNannyTax({ ...input, state: 'TX' });
        expect(calculateNannyTax(input).annual.grossWages).toBeGreaterThanOrEqual(
          tx.annual.grossWages,
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('net-to-gross with daily overtime and family employees (property)', () => {
  it('inverts gross-to-net within a cent', () => {
    const arb = fc.record({
      state: fc.constantFrom('CA', 'CO', 'OR', 'NY', 'MN', 'DC', 'GA', 'TX' as const),
      rateCents: fc.integer({ min: 1500, max: 6000 }),
      hoursPerWeek: fc.integer({ min: 20, max: 70 }),
      daysPerWeek: fc.integer({ min: 1, max: 7 }),
      personalAttendant: fc.boolean(),
      liveIn: fc.boolean(),
      employeeRelationship: fc.constantFrom(...EMPLOYEE_RELATIONSHIPS),
      parentException: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ rateCents, ...rest }) => {
        const gross: NannyTaxInput = {
          taxYear: 2026,
          payFrequency: 'weekly',
          pay: { amount: rateCents / 100, per: 'hour', type: 'gross' },
          ...rest,
        };
        // Far from the thresholds, where take-home rises with gross pay.
        fc.pre(calculateNannyTax(gross).annual.grossWages >= 10_000);
        const there = payRates(gross);
        const back = payRates({
          ...gross,
          pay: { amount: there.netPerUnit, per: 'hour', type: 'net' },
        });
        expect(Math.abs(back.grossPerUnit - there.grossPerUnit)).toBeLessThanOrEqual(0.0100001);
      }),
      { numRuns: 200 },
    );
  });
});
