/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { withDefaults } from '@/lib/tax/defaults';
import { EMPLOYEE_RELATIONSHIPS } from '@/lib/tax/relationships';
import { STATE_CODES } from '@/lib/tax/states';
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

describe('take-home with extra withholding (properties)', () => {
  /** Any input, with extra federal and state withholding up to $2,000 a paycheck. */
  const heavyExtra = fc
    .tuple(
      completeInput,
      fc.integer({ min: 0, max: 200_000 }),
      fc.integer({ min: 0, max: 200_000 }),
      fc.constantFrom('single', 'married', 'head_of_household' as const),
    )
    .map(([input, federalCents, stateCents, filingStatus]) => ({
      ...input,
      federalWithholding: { filingStatus, extraWithholding: federalCents / 100 },
      stateWithholding: { additionalWithholding: stateCents / 100 },
    }));

  it('never gives a negative line or a negative take-home, per year or per paycheck', () => {
    fc.assert(
      fc.property(heavyExtra, (input) => {
        const result = calculateNannyTax(input);
        for (const item of result.lineItems) {
          expect(item.annual).toBeGreaterThanOrEqual(0);
          expect(item.perPaycheck).toBeGreaterThanOrEqual(0);
        }
        expect(result.annual.netPay).toBeGreaterThanOrEqual(0);
        expect(result.perPaycheck.netPay).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });

  it('still round-trips take-home within a cent when the pay covers the withholding', () => {
    const hourly = fc.record({
      state: fc.constantFrom(...STATE_CODES),
      rateCents: fc.integer({ min: 800, max: 10_000 }),
      hoursPerWeek: fc.integer({ min: 10, max: 60 }),
      payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly' as const),
      federalCents: fc.integer({ min: 0, max: 50_000 }),
      stateCents: fc.integer({ min: 0, max: 50_000 }),
    });
    fc.assert(
      fc.property(hourly, ({ rateCents, federalCents, stateCents, ...rest }) => {
        const gross: NannyTaxInput = {
          taxYear: 2026,
          ...rest,
          pay: { amount: rateCents / 100, per: 'hour', type: 'gross' },
          federalWithholding: { filingStatus: 'single', extraWithholding: federalCents / 100 },
          stateWithholding: { additionalWithholding: stateCents / 100 },
        };
        const result = calculateNannyTax(gross);
        // Where withholding is capped, take-home is flat at zero: no single gross to come back to.
        fc.pre(result.annual.grossWages >= 10_000);
        fc.pre(!result.warnings.some((w) => w.code === 'WITHHOLDING_CAPPED'));
        const there = payRates(gross);
        const back = payRates({
          ...gross,
          pay: { ...gross.pay, amount: there.netPerUnit, type: 'net' },
        });
        // As in netToGross.test.ts: take-home comes back within a cent in every state.
        expect(back.netPerUnit).toBeGreaterThanOrEqual(there.netPerUnit);
        expect(back.netPerUnit - there.netPerUnit).toBeLessThanOrEqual(0.0100001);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a gross whose take-home reaches the target even with heavy extra withholding', () => {
    fc.assert(
      fc.property(heavyExtra, (input) => {
        const net = { ...input, pay: { ...input.pay, type: 'net' as const } };
        const rates = payRates(net);
        expect(rates.netPerUnit).toBeGreaterThanOrEqual(input.pay.amount);
      }),
      { numRuns: 200 },
    );
  });
});
