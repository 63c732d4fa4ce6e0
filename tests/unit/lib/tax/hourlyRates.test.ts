/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput, type NannyTaxPayRates } from '@/lib/tax/contract';
import { baseInput } from './support';

/* Worked by hand from the overtime rules in lib/tax/data/2026/states/overtime.ts. */
const CASES: { name: string; input: NannyTaxInput; rates: NannyTaxPayRates }[] = [
  {
    // Hourly: as entered; (22 × 40 + 33 × 5) ÷ 45 = 23.222 an hour worked.
    name: 'hourly pay with FLSA overtime (TX)',
    input: baseInput({ pay: { amount: 22, per: 'hour', type: 'gross' }, hoursPerWeek: 45 }),
    rates: { regularHourly: 22, overtimeHourly: 33, effectiveHourly: 23.22 },
  },
  {
    // 40 r + 5 × 1.5 r = 900 → r = 18.947…; 1.5 r = 28.42 (from the unrounded rate).
    name: 'a weekly salary for 45 hours (TX, the worked example)',
    input: baseInput({ pay: { amount: 900, per: 'week', type: 'gross' }, hoursPerWeek: 45 }),
    rates: { regularHourly: 18.95, overtimeHourly: 28.42, effectiveHourly: 20 },
  },
  {
    // Live-in, FLSA exempt and no Texas rule: 1,000 ÷ 50 = 20.
    name: 'a live-in weekly salary without an overtime rule (TX)',
    input: baseInput({
      pay: { amount: 1000, per: 'week', type: 'gross' },
      hoursPerWeek: 50,
      liveIn: true,
    }),
    rates: { regularHourly: 20, overtimeHourly: 30, effectiveHourly: 20 },
  },
  {
    // NY live-in: 44 h a week → 44 r + 6 × 1.5 r = 1,100 → r = 20.7547…
    name: 'a live-in weekly salary under New York’s 44-hour rule',
    input: baseInput({
      state: 'NY',
      pay: { amount: 1100, per: 'week', type: 'gross' },
      hoursPerWeek: 50,
      liveIn: true,
    }),
    rates: { regularHourly: 20.75, overtimeHourly: 31.13, effectiveHourly: 22 },
  },
  {
    // CA, not a personal attendant: 10 h a day over 5 days → 2 daily overtime hours a day;
    // 40 r + 10 × 1.5 r = 1,000 → r = 18.1818…; the rule pays 2× after 12 a day.
    name: 'a weekly salary under California’s daily overtime',
    input: baseInput({
      state: 'CA',
      pay: { amount: 1000, per: 'week', type: 'gross' },
      hoursPerWeek: 50,
      personalAttendant: false,
    }),
    rates: {
      regularHourly: 18.18,
      overtimeHourly: 27.27,
      doubleTimeHourly: 36.36,
      effectiveHourly: 20,
    },
  },
  {
    // A yearly salary: 52,000 ÷ 52 = 1,000 a week for 40 h (WA has no household overtime rule).
    name: 'a yearly salary without overtime (WA)',
    input: baseInput({ state: 'WA', pay: { amount: 52000, per: 'year', type: 'gross' } }),
    rates: { regularHourly: 25, overtimeHourly: 37.5, effectiveHourly: 25 },
  },
  {
    // Take-home $20 an hour at 50 h solves to $21.66 gross (tests/unit/lib/tax/netToGross.test.ts).
    name: 'take-home pay, from the solved gross (TX, 50 h)',
    input: baseInput({ pay: { amount: 20, per: 'hour', type: 'net' }, hoursPerWeek: 50 }),
    rates: { regularHourly: 21.66, overtimeHourly: 32.49, effectiveHourly: 23.83 },
  },
];

describe('hourlyRates (the result’s payRates)', () => {
  it.each(CASES)('gives the agreed rates for $name', ({ input, rates }) => {
    expect(calculateNannyTax(input).payRates).toEqual(rates);
  });

  it('derives a take-home weekly pay’s rates from the solved gross (IL, 40 h)', () => {
    const result = calculateNannyTax(
      baseInput({
        state: 'IL',
        pay: { amount: 1000, per: 'week', type: 'net' },
        stateWithholding: true,
      }),
    );
    const weeklyGross = result.annual.grossWages / 52;
    expect(result.payRates.regularHourly).toBe(Math.round((weeklyGross / 40) * 100) / 100);
    expect(result.payRates.regularHourly).toBeGreaterThan(25);
  });
});
