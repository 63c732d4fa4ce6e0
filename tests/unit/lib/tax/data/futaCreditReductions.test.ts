/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { creditReductionFigures, dolFinal } from '@/lib/tax/data/futaCreditReductions';
import { baseInput, line } from '../support';

describe('FUTA credit reductions', () => {
  it('charges California the projected 1.5% for 2026, marked estimated', () => {
    // (0.6% + 1.5%) × 7,000 = 147.
    const futa = line(calculateNannyTax(baseInput({ state: 'CA' })), 'FUTA');
    expect(futa).toMatchObject({ rate: 0.021, annual: 147, estimated: true });
    expect(futa.source).toContain('0.3% yearly step');
    expect(futa.label).toContain('CA credit reduction');
  });

  it('turns a DOL final list into unestimated figures citing the DOL page', () => {
    const figures = creditReductionFigures(dolFinal({ CA: 0.015 }, '2026-11-10'));
    expect(figures.CA).toEqual({
      value: 0.015,
      source:
        'US DOL, Final 2026 FUTA Credit Reductions, https://oui.doleta.gov/unemploy/futa_credit.asp',
      asOf: '2026-11-10',
    });
    expect(figures.TX).toBeUndefined();
  });
});
