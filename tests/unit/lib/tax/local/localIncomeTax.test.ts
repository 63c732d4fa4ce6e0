/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { baseInput } from '../support';

/** $1,000 a week (52 weeks: $52,000), single, state withholding on with its defaults. */
function weekly(overrides: Partial<NannyTaxInput>): NannyTaxResult {
  return calculateNannyTax(
    baseInput({
      pay: { amount: 1000, per: 'week', type: 'gross' },
      stateWithholding: true,
      ...overrides,
    }),
  );
}

function local(result: NannyTaxResult) {
  return result.lineItems.find((l) => l.code === 'LOCAL_INCOME_TAX');
}

function perPaycheck(result: NannyTaxResult, code: string): number {
  return result.lineItems.find((l) => l.code === code)?.perPaycheck ?? 0;
}

describe('local income tax: New York City (NYS-50-T-NYC Method II)', () => {
  it.each([
    {
      // 52,000 − 5,000 deduction − 1 × 1,000 = 46,000; 783 + 4.15% × 21,000 = 1,654.50; ÷ 52.
      name: 'single, $1,000 a week, one allowance',
      input: { state: 'NY', locality: 'NY-NYC' },
      perPaycheck: 31.82,
      annual: 1654.64,
    },
    {
      // 52,000 − 5,500 − 2 × 1,000 = 44,500; 783 + 4.15% × 19,500 = 1,592.25; ÷ 26 = 61.24.
      name: 'married, $2,000 every two weeks, two allowances',
      input: {
        state: 'NY',
        locality: 'NY-NYC',
        pay: { amount: 2000, per: 'week', type: 'gross' },
        hoursPerWeek: 80,
        weeksPerYear: 26,
        payFrequency: 'biweekly',
        stateWithholding: { filingStatus: 'married', allowances: 2 },
      },
      perPaycheck: 61.24,
      annual: 1592.24,
    },
  ] as const)('withholds the resident tax when $name', ({ input, perPaycheck, annual }) => {
    const line = local(weekly(input));
    expect(line).toMatchObject({ payer: 'employee', perPaycheck, annual, estimated: false });
    expect(line?.source).toContain('NYS-50-T-NYC');
  });

  it('withholds nothing and says why when the nanny lives outside the city', () => {
    const result = weekly({ state: 'NY', locality: 'NY-NYC', livesInLocality: false });
    expect(local(result)).toBeUndefined();
    expect(result.warnings.map((w) => w.code)).toContain('LOCAL_INCOME_TAX_NOT_OWED');
  });
});

describe('local income tax: Yonkers (NYS-50-T-Y)', () => {
  it('takes 16.75% of the exact state tax from a resident', () => {
    // State: 52,000 − 7,400 − 1,000 = 43,600; 586 + 5.4% × 29,700 = 2,189.80; × 16.75% ÷ 52 = 7.05.
    const line = local(weekly({ state: 'NY', locality: 'NY-YONKERS' }));
    expect(line).toMatchObject({ label: 'Yonkers resident surcharge', perPaycheck: 7.05 });
  });

  it.each([
    // 15,600 a year: over 10,000, so 2,000 is excluded; 0.5% × 13,600 = 68.00; ÷ 52 = 1.31.
    { weekly: 300, perPaycheck: 1.31 },
    // Over 30,000: nothing excluded; 0.5% × 52,000 ÷ 52 = 5.00.
    { weekly: 1000, perPaycheck: 5 },
    // 3,640 a year is under the $4,000 floor: nothing withheld.
    { weekly: 70, perPaycheck: 0 },
  ])('takes the non-resident earnings tax on $weekly a week', ({ weekly: amount, perPaycheck }) => {
    const result = weekly({
      state: 'NY',
      locality: 'NY-YONKERS',
      livesInLocality: false,
      pay: { amount, per: 'week', type: 'gross' },
    });
    expect(local(result)).toMatchObject({
      label: 'Yonkers non-resident earnings tax',
      perPaycheck,
    });
  });
});

describe('local income tax: Maryland counties (Employer Withholding Guide)', () => {
  // Taxable: 52,000 − 3,400 standard deduction − 1 × 3,200 exemption = 45,400.
  it.each([
    // The guide's 3.20% schedule: 7.95% × 45,400 ÷ 52 = 69.41; the state part 4.75% is 41.47.
    { county: 'MD-MONTGOMERY', combined: 69.41, local: 27.94 },
    // Washington County's 2.95% is withheld at the 3.00% schedule: 7.75% × 45,400 ÷ 52 = 67.66.
    { county: 'MD-WASHINGTON', combined: 67.66, local: 26.19 },
    // Kent County, 3.30%: 8.05% × 45,400 ÷ 52 = 70.28.
    { county: 'MD-KENT', combined: 70.28, local: 28.81 },
    // Allegany County's 2026 rate is 3.20% (the memo's Attachment 1; 3.03% before): the 3.20% schedule.
    { county: 'MD-ALLEGANY', combined: 69.41, local: 27.94 },
    // Cecil County's 2.74% is withheld at the 2.75% schedule: 7.50% × 45,400 ÷ 52 = 65.48.
    { county: 'MD-CECIL', combined: 65.48, local: 24.01 },
  ])(
    '$county: state plus county is the guide schedule amount',
    ({ county, combined, local: l }) => {
      const result = weekly({ state: 'MD', locality: county });
      expect(perPaycheck(result, 'LOCAL_INCOME_TAX')).toBe(l);
      expect(perPaycheck(result, 'STATE_INCOME_TAX') + l).toBeCloseTo(combined, 10);
    },
  );

  it("applies Anne Arundel County's brackets to the same taxable wages", () => {
    // 2.70% × 45,400 = 1,225.80; ÷ 52 = 23.57.
    expect(local(weekly({ state: 'MD', locality: 'MD-ANNE-ARUNDEL' }))?.perPaycheck).toBe(23.57);
  });

  it('withholds no county tax on wages under the $5,000 floor', () => {
    const result = weekly({
      state: 'MD',
      locality: 'MD-BALTIMORE-CITY',
      pay: { amount: 90, per: 'week', type: 'gross' },
    });
    expect(local(result)?.annual).toBe(0);
  });
});

describe('local income tax: Philadelphia Wage Tax', () => {
  it.each([
    // The rate changes on July 1, 2026 (docs/tax.md#effective-dates): the label says so, and a
    // paycheck dated January 1 (no payDate) is at the first rate.
    {
      lives: true,
      rate: 0.0374,
      perPaycheck: 37.4,
      label: 'Philadelphia Wage Tax (resident, 3.74% to Jun 30, 3.735% from Jul 1)',
    },
    {
      lives: false,
      rate: 0.0343,
      perPaycheck: 34.3,
      label: 'Philadelphia Wage Tax (non-resident, 3.43% to Jun 30, 3.425% from Jul 1)',
    },
  ])('withholds $rate when livesInLocality is $lives', ({ lives, rate, perPaycheck, label }) => {
    const line = local(
      weekly({ state: 'PA', locality: 'PA-PHILADELPHIA', livesInLocality: lives }),
    );
    // The July 2026 rate's enactment was not seen, so the line says it is an estimate.
    expect(line).toMatchObject({ rate, perPaycheck, label, estimated: true });
  });
});

describe('local income tax: Indiana counties (Departmental Notice #1)', () => {
  it.each([
    // (52,000 − 1,000 exemption) × 1.70% = 867.00 a year; ÷ 52 = 16.67.
    { payDate: '2026-09-30', perPaycheck: 16.67, rate: 0.017 },
    // From October 1, 1.71%: 872.10 a year; ÷ 52 = 16.77.
    { payDate: '2026-10-01', perPaycheck: 16.77, rate: 0.0171 },
  ])('withholds Boone County at its rate on the pay date ($payDate)', ({ payDate, ...line }) => {
    const result = weekly({ state: 'IN', locality: 'IN-BOONE', payDate });
    expect(local(result)).toMatchObject({
      ...line,
      label: 'Boone County income tax (1.7% to Sep 30, 1.71% from Oct 1)',
    });
  });

  it('adds up the Boone County year by pay date, each rate in its quarters', () => {
    const result = weekly({ state: 'IN', locality: 'IN-BOONE', payDate: '2026-03-06' });
    // 39 Fridays to Sep 25 at $16.67 ($650.13), 13 from Oct 2 at $16.77 ($218.01).
    expect(local(result)?.annual).toBe(868.14);
  });

  it("reproduces Departmental Notice #1's example: $800 a week, $17,000 of exemptions, Adams County", () => {
    // (41,600 − 17,000) × 1.6% = 393.60 a year; ÷ 52 = 7.57 a week, as the notice prints.
    const result = weekly({
      state: 'IN',
      locality: 'IN-ADAMS',
      pay: { amount: 800, per: 'week', type: 'gross' },
      stateWithholding: { allowances: 17 },
    });
    expect(local(result)).toMatchObject({ perPaycheck: 7.57, rate: 0.016 });
  });

  it('withholds the Marion County rate on wages less one exemption', () => {
    // (52,000 − 1,000) × 2.02% = 1,030.20; ÷ 52 = 19.81.
    expect(local(weekly({ state: 'IN', locality: 'IN-MARION' }))?.perPaycheck).toBe(19.81);
  });
});

describe('local income tax: rates the family enters', () => {
  it.each([
    { state: 'OH', locality: 'OH-MUNI', localRate: 0.025, perPaycheck: 25 },
    { state: 'PA', locality: 'PA-EIT', localRate: 0.012, perPaycheck: 12 },
    { state: 'MI', locality: 'MI-CITY', localRate: 0.024, perPaycheck: 24 },
  ] as const)('$locality withholds the entered $localRate', ({ perPaycheck, ...input }) => {
    const result = weekly(input);
    expect(local(result)).toMatchObject({ rate: input.localRate, perPaycheck });
    expect(result.warnings.map((w) => w.code)).toContain('LOCAL_INCOME_TAX_ENTERED_RATE');
  });
});

describe('local income tax: when it is not withheld', () => {
  it('adds no line and warns when the family does not withhold state tax', () => {
    const result = weekly({ state: 'NY', locality: 'NY-NYC', stateWithholding: false });
    expect(local(result)).toBeUndefined();
    expect(result.warnings.map((w) => w.code)).toContain('LOCAL_INCOME_TAX_NOT_WITHHELD');
  });

  it('replaces the generic local-tax warning once a locality is chosen', () => {
    const codes = (locality: string | null) =>
      weekly({ state: 'MD', locality }).warnings.map((w) => w.code);
    expect(codes(null)).toContain('LOCAL_INCOME_TAX_NOT_INCLUDED');
    expect(codes('MD-HOWARD')).not.toContain('LOCAL_INCOME_TAX_NOT_INCLUDED');
  });

  it('caps local tax after state tax when the pay does not cover both', () => {
    // $200 a week: what FICA and PA's employee UI leave, the $200 extra state withholding takes.
    const result = weekly({
      state: 'PA',
      locality: 'PA-PHILADELPHIA',
      pay: { amount: 200, per: 'week', type: 'gross' },
      stateWithholding: { additionalWithholding: 200 },
    });
    const others = result.lineItems
      .filter((l) => l.payer === 'employee' && !l.code.endsWith('INCOME_TAX'))
      .reduce((sum, l) => sum + l.perPaycheck, 0);
    expect(perPaycheck(result, 'STATE_INCOME_TAX')).toBeCloseTo(200 - others, 10);
    expect(local(result)).toMatchObject({ annual: 0, rate: null });
    expect(result.perPaycheck.netPay).toBe(0);
  });
});
