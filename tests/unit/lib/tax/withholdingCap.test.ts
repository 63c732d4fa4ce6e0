/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type LineDraft } from '@/lib/tax/lineItem';
import { capWithholding } from '@/lib/tax/withholdingCap';
import { baseInput, line, warningCodes } from './support';

function draft(code: string, annualCents: number, payer: 'employee' | 'employer'): LineDraft {
  return { code, label: code, payer, rate: 0.1, taxableWagesCents: 0, annualCents, figures: [] };
}

describe('capWithholding', () => {
  it('leaves every line alone when the pay covers them', () => {
    const lines = [
      draft('SOCIAL_SECURITY', 620, 'employee'),
      draft('FEDERAL_INCOME_TAX', 900, 'employee'),
    ];
    const result = capWithholding(lines, 10_000, 1);
    expect(result.lines).toEqual(lines);
    expect(result.cappedLabels).toEqual([]);
  });

  it('takes Social Security first, then federal, then state income tax, up to the pay', () => {
    const lines = [
      draft('SOCIAL_SECURITY', 62, 'employee'),
      draft('FEDERAL_INCOME_TAX', 800, 'employee'),
      draft('STATE_INCOME_TAX', 500, 'employee'),
      draft('FUTA', 6, 'employer'),
    ];
    const result = capWithholding(lines, 1_000, 1);
    expect(result.lines.map((l) => l.annualCents)).toEqual([62, 800, 138, 6]);
    expect(result.cappedLabels).toEqual(['STATE_INCOME_TAX']);
    expect(result.lines[2]?.rate).toBeNull();
  });

  it('withholds no state tax when federal extra withholding already takes the rest', () => {
    const lines = [
      draft('FEDERAL_INCOME_TAX', 5_000, 'employee'),
      draft('STATE_INCOME_TAX', 300, 'employee'),
    ];
    const result = capWithholding(lines, 1_000, 1);
    expect(result.lines.map((l) => l.annualCents)).toEqual([1_000, 0]);
    expect(result.cappedLabels).toEqual(['FEDERAL_INCOME_TAX', 'STATE_INCOME_TAX']);
  });

  it('keeps the per-paycheck take-home at or above zero as well as the annual one', () => {
    // $10.00 a year over 52 paychecks: 19 cents a paycheck; 52 × 19 = $9.88 is all that fits.
    const result = capWithholding([draft('FEDERAL_INCOME_TAX', 52_000, 'employee')], 1_000, 52);
    expect(result.lines[0]?.annualCents).toBe(988);
  });

  it('does not cap an employer-paid line', () => {
    const lines = [draft('FUTA', 5_000, 'employer')];
    expect(capWithholding(lines, 1_000, 1).lines).toEqual(lines);
  });
});

describe('calculateNannyTax with extra withholding on tiny wages', () => {
  const tiny = baseInput({
    pay: { amount: 10, per: 'week', type: 'gross' },
    hoursPerWeek: 1,
    federalWithholding: { filingStatus: 'single', extraWithholding: 50 },
  });

  it('withholds only the pay, so take-home is zero, not negative, and says why', () => {
    const result = calculateNannyTax(tiny);
    expect(line(result, 'FEDERAL_INCOME_TAX').annual).toBe(520);
    expect(result.annual.netPay).toBe(0);
    expect(result.perPaycheck.netPay).toBe(0);
    expect(warningCodes(result)).toContain('WITHHOLDING_CAPPED');
  });

  it('takes Social Security, Medicare and California SDI before the state extra amount', () => {
    const result = calculateNannyTax({
      ...tiny,
      state: 'CA',
      pay: { amount: 100, per: 'week', type: 'gross' },
      federalWithholding: null,
      stateWithholding: { additionalWithholding: 150 },
    });
    const statutory = result.lineItems
      .filter((l) => l.payer === 'employee' && l.code !== 'STATE_INCOME_TAX')
      .map((l) => l.code);
    expect(statutory).toEqual(expect.arrayContaining(['SOCIAL_SECURITY', 'MEDICARE']));
    expect(statutory.length).toBeGreaterThanOrEqual(3);
    // The state line gets only what is left after the statutory shares: all the pay is withheld.
    expect(line(result, 'STATE_INCOME_TAX').annual).toBeLessThan(150 * 52);
    expect(result.annual.employeeTaxes).toBe(5_200);
    expect(result.annual.netPay).toBe(0);
    expect(result.perPaycheck.netPay).toBe(0);
  });

  it('does not warn when the pay covers the withholding', () => {
    const result = calculateNannyTax({ ...tiny, pay: { amount: 500, per: 'week', type: 'gross' } });
    expect(warningCodes(result)).not.toContain('WITHHOLDING_CAPPED');
    expect(line(result, 'FEDERAL_INCOME_TAX').annual).toBeGreaterThanOrEqual(50 * 52);
  });
});
