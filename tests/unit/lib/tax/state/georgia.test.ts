/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { baseInput, line } from '../support';

describe('Georgia income tax withholding (2026)', () => {
  it('withholds at the 4.99% flat rate of HB 463', () => {
    // $52,000 a year, single, no allowances: (52,000 − 15,000) × 4.99% = 1,846.30 a year,
    // 35.5058 a week → $35.51 × 52 = 1,846.52.
    const ga = line(
      calculateNannyTax(baseInput({ state: 'GA', stateWithholding: true })),
      'STATE_INCOME_TAX',
    );
    expect(ga).toMatchObject({ annual: 1846.52, perPaycheck: 35.51, estimated: false });
  });
});
