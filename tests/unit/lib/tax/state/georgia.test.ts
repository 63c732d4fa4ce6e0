/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { baseInput, line } from '../support';

describe('Georgia income tax withholding (2026)', () => {
  const ga = (payDate?: string) =>
    line(
      calculateNannyTax(
        baseInput({ state: 'GA', stateWithholding: true, ...(payDate ? { payDate } : {}) }),
      ),
      'STATE_INCOME_TAX',
    );

  it('withholds at the 4.99% flat rate of HB 463 on a paycheck from May 11', () => {
    // $52,000 a year, single, no allowances: (52,000 − 15,000) × 4.99% = 1,846.30 a year,
    // 35.5058 a week → $35.51.
    expect(ga('2026-05-11')).toMatchObject({ perPaycheck: 35.51 });
    expect(ga('2026-12-31')).toMatchObject({ perPaycheck: 35.51 });
  });

  it('withholds at the January edition’s 5.09% (estimated) on a paycheck to May 10', () => {
    // (52,000 − 15,000) × 5.09% = 1,883.30 a year, 36.2173 a week → $36.22.
    expect(ga('2026-05-10')).toMatchObject({ perPaycheck: 36.22, estimated: true });
    expect(ga()).toMatchObject({ perPaycheck: 36.22 });
  });

  it('adds up the year paycheck by paycheck and says the rate changed', () => {
    // 19 weekly paychecks (Fridays Jan 2 to May 8) at $36.22, 33 at $35.51.
    const year = ga('2026-06-05');
    expect(year?.annual).toBe(1860.01);
    expect(year?.label).toBe('Georgia income tax withholding (5.09% to May 10, 4.99% from May 11)');
  });
});
