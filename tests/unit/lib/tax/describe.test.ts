/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { describeResult } from '@/lib/tax/describe';
import { baseInput } from './support';

describe('describeResult', () => {
  it('summarises employer taxes a year and take-home a paycheck', () => {
    // TX $25 × 40 h: employer 3,224 + 754 + 42 + 243 = 4,263; weekly net 1,000 − 76.50 = 923.50.
    expect(describeResult(calculateNannyTax(baseInput()), 'weekly')).toBe(
      'You pay $4,263.00 a year in employer taxes; your nanny takes home $923.50 a week.',
    );
    expect(
      describeResult(calculateNannyTax(baseInput({ payFrequency: 'biweekly' })), 'biweekly'),
    ).toBe(
      'You pay $4,263.00 a year in employer taxes; your nanny takes home $1,847.00 every two weeks.',
    );
  });
});
