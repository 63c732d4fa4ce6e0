/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { withDefaults } from '@/lib/tax/defaults';
import { completeInput } from '../../../support/nannyTaxInputArbitrary';
import { baseInput } from './support';

const cents = (dollars: number) => Math.round(dollars * 100);

describe('yearView', () => {
  it('spreads a full year evenly and puts capped taxes in the first quarter (TX)', () => {
    // $52,000: $13,000 a quarter. FUTA ($7,000 base) and TX SUI ($9,000) are reached in Q1.
    const { quarters, dueDates } = calculateNannyTax(baseInput()).yearView;
    expect(quarters.map((q) => q.grossWages)).toEqual([13_000, 13_000, 13_000, 13_000]);
    expect(quarters.map((q) => q.stateUnemployment)).toEqual([243, 0, 0, 0]);
    // Q1 employer: SS 806 + Medicare 188.50 + FUTA 42 + SUI 243.
    expect(quarters[0]?.employerTaxes).toBe(1279.5);
    // Schedule H: 2 × (3,224 + 754) + 42 = 7,998 in four installments of 1,999.50.
    expect(dueDates).toEqual([
      expect.objectContaining({ date: '2026-04-15', amount: 1999.5 }),
      expect.objectContaining({ date: '2026-04-30', amount: 243 }),
      expect.objectContaining({ date: '2026-06-15', amount: 1999.5 }),
      expect.objectContaining({ date: '2026-07-31', amount: 0 }),
      expect.objectContaining({ date: '2026-09-15', amount: 1999.5 }),
      expect.objectContaining({ date: '2026-11-02', amount: 0 }),
      expect.objectContaining({ date: '2027-01-15', amount: 1999.5 }),
      expect.objectContaining({ date: '2027-02-01', amount: 0 }),
      expect.objectContaining({ date: '2027-02-01', amount: null }),
      expect.objectContaining({ date: '2027-04-15', amount: null }),
    ]);
    expect(dueDates[8]?.what).toContain('W-2');
  });

  it('leaves the quarters after the last week worked empty', () => {
    const { quarters, dueDates } = calculateNannyTax(baseInput({ weeksPerYear: 20 })).yearView;
    expect(quarters.map((q) => q.grossWages)).toEqual([13_000, 7_000, 0, 0]);
    expect(dueDates.filter((d) => d.lineCodes.includes('SUI'))).toHaveLength(2);
  });

  it('lists no dates when nothing is owed', () => {
    const view = calculateNannyTax(
      baseInput({ pay: { amount: 15, per: 'hour', type: 'gross' }, hoursPerWeek: 3 }),
    ).yearView;
    expect(view.dueDates).toEqual([]);
    expect(view.note).toContain('spread evenly');
  });

  it('adds up to the annual totals, with no negative amount (property)', () => {
    fc.assert(
      fc.property(completeInput, (input) => {
        const result = calculateNannyTax(withDefaults(input));
        const { quarters } = result.yearView;
        const sum = (pick: (q: (typeof quarters)[number]) => number) =>
          quarters.reduce((total, q) => total + cents(pick(q)), 0);
        expect(sum((q) => q.grossWages)).toBe(cents(result.annual.grossWages));
        expect(sum((q) => q.employeeTaxes)).toBe(cents(result.annual.employeeTaxes));
        expect(sum((q) => q.employerTaxes)).toBe(cents(result.annual.employerTaxes));
        for (const q of quarters) {
          for (const value of Object.values(q)) expect(value).toBeGreaterThanOrEqual(0);
        }
        for (const d of result.yearView.dueDates) expect(d.amount ?? 0).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
