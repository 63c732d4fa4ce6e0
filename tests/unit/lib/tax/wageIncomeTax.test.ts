/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { STATE_CODES } from '@/lib/tax/states';
import { SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';
import { taxesWages } from '@/lib/tax/wageIncomeTax';

describe('taxesWages', () => {
  it.each(SUPPORTED_TAX_YEARS)('agrees with the %p data for every state', (year) => {
    for (const code of STATE_CODES) {
      const none = TAX_YEARS[year].states[code].incomeTax.value.kind === 'none';
      expect([code, taxesWages(code)]).toEqual([code, !none]);
    }
  });

  it('says Washington and Texas tax no wages, California and New York do', () => {
    expect(taxesWages('WA')).toBe(false);
    expect(taxesWages('TX')).toBe(false);
    expect(taxesWages('CA')).toBe(true);
    expect(taxesWages('NY')).toBe(true);
  });
});
