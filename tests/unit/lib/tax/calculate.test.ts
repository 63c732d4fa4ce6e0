/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { NannyTaxInputError } from '@/lib/tax/errors';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { TAX_YEARS } from '@/lib/tax/data';
import { completeInput } from '@/lib/tax/defaults';
import { stateIncomeTax, stateIncomeTaxSetup } from '@/lib/tax/state/incomeTax';
import { annualByLine, baseInput, line, warningCodes } from './support';

/*
 * Worked cases, computed by hand from the 2026 figures in lib/tax/data/2026 (sources there).
 * Keys are CODE/payer; a second line with the same code and payer gets "#2".
 */
const CASES: {
  name: string;
  input: NannyTaxInput;
  lines: Record<string, number>;
  employerTaxes: number;
  netPay: number;
}[] = [
  {
    // $15 × 3 h = $45 a week × 52 = $2,340: under the $3,000 FICA threshold, and a quarter is
    // 13 × $45 = $585, under the $1,000 FUTA/TX test. Nothing is owed.
    name: 'low wages under every threshold',
    input: baseInput({ pay: { amount: 15, per: 'hour', type: 'gross' }, hoursPerWeek: 3 }),
    lines: {},
    employerTaxes: 0,
    netPay: 2340,
  },
  {
    // $20/h, 50 h live-out: 40 + 1.5 × 10 = 55 paid hours → $1,100 a week × 52 = $57,200.
    // SS 6.2% = 3,546.40 each side; Medicare 1.45% = 829.40 each side; FUTA 0.6% × 7,000 = 42;
    // TX SUI 2.7% × 9,000 = 243. Employee 4,375.80 → net 52,824.20; employer 4,660.80.
    name: 'typical live-out with overtime (TX)',
    input: baseInput({ pay: { amount: 20, per: 'hour', type: 'gross' }, hoursPerWeek: 50 }),
    lines: {
      'SOCIAL_SECURITY/employee': 3546.4,
      'MEDICARE/employee': 829.4,
      'SOCIAL_SECURITY/employer': 3546.4,
      'MEDICARE/employer': 829.4,
      'FUTA/employer': 42,
      'SUI/employer': 243,
    },
    employerTaxes: 4660.8,
    netPay: 52824.2,
  },
  {
    // Live-in, TX, $20 × 50 h, no FLSA overtime: $1,000 × 52 = $52,000. SS 3,224; Medicare 754.
    name: 'live-in without a state overtime rule (TX)',
    input: baseInput({
      pay: { amount: 20, per: 'hour', type: 'gross' },
      hoursPerWeek: 50,
      liveIn: true,
    }),
    lines: {
      'SOCIAL_SECURITY/employee': 3224,
      'MEDICARE/employee': 754,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'FUTA/employer': 42,
      'SUI/employer': 243,
    },
    employerTaxes: 4263,
    netPay: 48022,
  },
  {
    // NY live-in overtime after 44 h: 44 + 1.5 × 6 = 53 paid hours × $20 = $1,060 × 52 = $55,120.
    // SS 3,417.44; Medicare 799.24; PFL 0.432% = 238.1184 → 238.12 (under the $411.91 cap);
    // DBL 0.5% = 275.60 capped at $0.60 × 52 = 31.20; NY SUI 4.1% × 17,600 = 721.60; FUTA 42.
    name: 'New York live-in (overtime after 44 hours, DBL and PFL)',
    input: baseInput({
      state: 'NY',
      pay: { amount: 20, per: 'hour', type: 'gross' },
      hoursPerWeek: 50,
      liveIn: true,
    }),
    lines: {
      'SOCIAL_SECURITY/employee': 3417.44,
      'MEDICARE/employee': 799.24,
      'NY_PFL/employee': 238.12,
      'NY_DBL/employee': 31.2,
      'SOCIAL_SECURITY/employer': 3417.44,
      'MEDICARE/employer': 799.24,
      'FUTA/employer': 42,
      'SUI/employer': 721.6,
    },
    employerTaxes: 4980.28,
    netPay: 50634,
  },
  {
    // $250,000 a year: SS on the $184,500 base = 11,439; Medicare 3,625; Additional Medicare
    // 0.9% × (250,000 − 200,000) = 450, employee only.
    name: 'above the Social Security wage base and the Additional Medicare threshold',
    input: baseInput({ pay: { amount: 250_000, per: 'year', type: 'gross' } }),
    lines: {
      'SOCIAL_SECURITY/employee': 11439,
      'MEDICARE/employee': 3625,
      'ADDITIONAL_MEDICARE/employee': 450,
      'SOCIAL_SECURITY/employer': 11439,
      'MEDICARE/employer': 3625,
      'FUTA/employer': 42,
      'SUI/employer': 243,
    },
    employerTaxes: 15349,
    netPay: 234486,
  },
  {
    // Employer pays the employee's 7.65% ($3,224 + $754 on $52,000). Those become income-tax
    // wages: 52,000 + 3,978 = 55,978. W-4 single: 55,978 − 8,600 = 47,378 → 1,240 + 12% ×
    // (47,378 − 19,900) = 4,537.36 withheld. Take-home = 52,000 − 4,537.36.
    name: 'employer pays the employee share',
    input: baseInput({
      employerPaysEmployeeFica: true,
      federalWithholding: { filingStatus: 'single' },
    }),
    lines: {
      'FEDERAL_INCOME_TAX/employee': 4537.36,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'SOCIAL_SECURITY/employer#2': 3224,
      'MEDICARE/employer#2': 754,
      'FUTA/employer': 42,
      'SUI/employer': 243,
    },
    employerTaxes: 8241,
    netPay: 47462.64,
  },
  {
    // Flat-rate state, IL-700-T (2026) automated method with the default one IL-W-4 allowance:
    // 4.95% × (52,000 − 2,925) = 2,429.21 a year → 46.7156 → $46.72 a week × 52 = 2,429.44.
    // IL SUI 3.35% × 14,250 = 477.375 → 477.38 (half away from zero; a float gives 477.37499…).
    name: 'flat income tax state with its exemption (IL)',
    input: baseInput({ state: 'IL', stateWithholding: true }),
    lines: {
      'SOCIAL_SECURITY/employee': 3224,
      'MEDICARE/employee': 754,
      'STATE_INCOME_TAX/employee': 2429.44,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'FUTA/employer': 42,
      'SUI/employer': 477.38,
    },
    employerTaxes: 4497.38,
    netPay: 45592.56,
  },
  {
    // CA: SDI 1.3% × 52,000 = 676 (employee); FUTA 0.6% + 1.5% projected credit reduction = 2.1%
    // × 7,000 = 147; CA SUI 3.4% × 7,000 = 238; ETT 0.1% × 7,000 = 7.
    name: 'SDI state with a FUTA credit reduction (CA)',
    input: baseInput({ state: 'CA' }),
    lines: {
      'SOCIAL_SECURITY/employee': 3224,
      'MEDICARE/employee': 754,
      'CA_SDI/employee': 676,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'FUTA/employer': 147,
      'SUI/employer': 238,
      'CA_ETT/employer': 7,
    },
    employerTaxes: 4370,
    netPay: 47346,
  },
  {
    // Paid Leave Oregon, one employee: employee 0.6% × 52,000 = 312; no employer share (< 25).
    // OR SUI 2.4% × 52,000 (under the 56,700 base) = 1,248.
    name: 'PFML with the small-employer exemption (OR, 1 employee)',
    input: baseInput({ state: 'OR' }),
    lines: {
      'SOCIAL_SECURITY/employee': 3224,
      'MEDICARE/employee': 754,
      'OR_PAID_LEAVE/employee': 312,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'FUTA/employer': 42,
      'SUI/employer': 1248,
    },
    employerTaxes: 5268,
    netPay: 47710,
  },
  {
    // 25 household employees: the employer share 0.4% × 52,000 = 208 applies too.
    name: 'PFML employer share at 25 employees (OR)',
    input: baseInput({ state: 'OR', householdEmployees: 25 }),
    lines: {
      'SOCIAL_SECURITY/employee': 3224,
      'MEDICARE/employee': 754,
      'OR_PAID_LEAVE/employee': 312,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'FUTA/employer': 42,
      'SUI/employer': 1248,
      'OR_PAID_LEAVE/employer': 208,
    },
    employerTaxes: 5476,
    netPay: 47710,
  },
  {
    // Employee-paid UI: PA 0.07% of all wages = 36.40; PA SUI 3.822% × 10,000 = 382.20 (PA DLI).
    name: 'employee-paid unemployment insurance (PA)',
    input: baseInput({ state: 'PA' }),
    lines: {
      'SOCIAL_SECURITY/employee': 3224,
      'MEDICARE/employee': 754,
      'SUI_EMPLOYEE/employee': 36.4,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'FUTA/employer': 42,
      'SUI/employer': 382.2,
    },
    employerTaxes: 4402.2,
    netPay: 47985.6,
  },
  {
    // NJ: employee UI 0.425% × 44,800 = 190.40; TDI 0.19% × 52,000 = 98.80; FLI 0.23% = 119.60;
    // employer TDI 0.5% × 44,800 = 224; NJ SUI 2.8% × 44,800 = 1,254.40.
    name: 'employee UI plus TDI and FLI (NJ)',
    input: baseInput({ state: 'NJ' }),
    lines: {
      'SOCIAL_SECURITY/employee': 3224,
      'MEDICARE/employee': 754,
      'SUI_EMPLOYEE/employee': 190.4,
      'NJ_TDI/employee': 98.8,
      'NJ_FLI/employee': 119.6,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'FUTA/employer': 42,
      'SUI/employer': 1254.4,
      'NJ_TDI/employer': 224,
    },
    employerTaxes: 5498.4,
    netPay: 47613.2,
  },
  {
    // No wage income tax: asking to withhold state tax adds no line.
    name: 'no-income-tax state (TX) with state withholding asked for',
    input: baseInput({ stateWithholding: true }),
    lines: {
      'SOCIAL_SECURITY/employee': 3224,
      'MEDICARE/employee': 754,
      'SOCIAL_SECURITY/employer': 3224,
      'MEDICARE/employer': 754,
      'FUTA/employer': 42,
      'SUI/employer': 243,
    },
    employerTaxes: 4263,
    netPay: 48022,
  },
  {
    // $12 × 6 h = $72 a week: a quarter is $936, under $1,000 for one employee, but two such
    // employees make $1,872: FUTA is owed, 0.6% × 3,744 = 22.464 → 22.46. Annual 3,744 ≥ 3,000
    // so FICA applies: SS 232.13 (232.128), Medicare 54.29 (54.288). TX SUI 2.7% × 3,744 = 101.09.
    name: 'FUTA triggered by the household, not this employee alone',
    input: baseInput({
      pay: { amount: 12, per: 'hour', type: 'gross' },
      hoursPerWeek: 6,
      householdEmployees: 2,
    }),
    lines: {
      'SOCIAL_SECURITY/employee': 232.13,
      'MEDICARE/employee': 54.29,
      'SOCIAL_SECURITY/employer': 232.13,
      'MEDICARE/employer': 54.29,
      'FUTA/employer': 22.46,
      'SUI/employer': 101.09,
    },
    employerTaxes: 409.97,
    netPay: 3457.58,
  },
];

describe('calculateNannyTax', () => {
  it.each(CASES)('computes $name', ({ input, lines, employerTaxes, netPay }) => {
    const result = calculateNannyTax(input);
    expect(annualByLine(result)).toEqual(lines);
    expect(result.annual.employerTaxes).toBe(employerTaxes);
    expect(result.annual.netPay).toBe(netPay);
    const employee = result.lineItems
      .filter((l) => l.payer === 'employee')
      .reduce((s, l) => s + Math.round(l.annual * 100), 0);
    expect(Math.round(result.annual.employeeTaxes * 100)).toBe(employee);
    expect(result.annual.totalEmployerCost).toBeCloseTo(
      result.annual.grossWages + employerTaxes,
      2,
    );
  });

  it('rounds per-paycheck amounts from the annual ones and totals the rounded items', () => {
    // Typical TX overtime case, weekly: gross 1,100; SS 3,546.40/52 = 68.20; Medicare 15.95;
    // FUTA 42/52 = 0.8077 → 0.81; SUI 243/52 = 4.673 → 4.67.
    const result = calculateNannyTax(
      baseInput({ pay: { amount: 20, per: 'hour', type: 'gross' }, hoursPerWeek: 50 }),
    );
    expect(line(result, 'FUTA').perPaycheck).toBe(0.81);
    expect(line(result, 'SUI').perPaycheck).toBe(4.67);
    expect(result.perPaycheck).toEqual({
      grossWages: 1100,
      employeeTaxes: 84.15,
      netPay: 1015.85,
      employerTaxes: 89.63,
      totalEmployerCost: 1189.63,
    });
  });

  it('divides by the pay frequency (semimonthly = 24 checks)', () => {
    // 52,000 / 24 = 2,166.666… → 2,166.67; SS 3,224 / 24 = 134.333… → 134.33.
    const result = calculateNannyTax(baseInput({ payFrequency: 'semimonthly' }));
    expect(result.perPaycheck.grossWages).toBe(2166.67);
    expect(line(result, 'SOCIAL_SECURITY', 'employee').perPaycheck).toBe(134.33);
  });

  it('treats weekly, monthly and yearly amounts as agreed totals', () => {
    // $1,000/week × 40 weeks; $4,000/month for 52 weeks = 48,000; $4,000/month for 26 weeks =
    // 4,000 × 12 × 26/52 = 24,000; $30,000/year stays 30,000.
    expect(
      calculateNannyTax(
        baseInput({ pay: { amount: 1000, per: 'week', type: 'gross' }, weeksPerYear: 40 }),
      ).annual.grossWages,
    ).toBe(40000);
    expect(
      calculateNannyTax(baseInput({ pay: { amount: 4000, per: 'month', type: 'gross' } })).annual
        .grossWages,
    ).toBe(48000);
    expect(
      calculateNannyTax(
        baseInput({ pay: { amount: 4000, per: 'month', type: 'gross' }, weeksPerYear: 26 }),
      ).annual.grossWages,
    ).toBe(24000);
    expect(
      calculateNannyTax(baseInput({ pay: { amount: 30000, per: 'year', type: 'gross' } })).annual
        .grossWages,
    ).toBe(30000);
  });

  it('shows employee-share lines as the employer’s when the employer pays them', () => {
    const result = calculateNannyTax(baseInput({ employerPaysEmployeeFica: true }));
    expect(result.lineItems.filter((l) => l.payer === 'employee')).toEqual([]);
    expect(line(result, 'SOCIAL_SECURITY', 'employer').label).toBe(
      'Social Security, employee share paid by you',
    );
    expect(result.annual.netPay).toBe(result.annual.grossWages);
  });

  it('owes CA unemployment insurance from $750 a quarter while FUTA still needs $1,000', () => {
    // $12 × 5 h = $60 a week; 13 weeks = $780: over CA's $750 test, under FUTA's $1,000.
    const result = calculateNannyTax(
      baseInput({ state: 'CA', pay: { amount: 12, per: 'hour', type: 'gross' }, hoursPerWeek: 5 }),
    );
    expect(line(result, 'SUI').annual).toBe(106.08); // 3.4% × 3,120
    expect(result.lineItems.some((l) => l.code === 'FUTA')).toBe(false);
    expect(warningCodes(result)).toEqual(expect.arrayContaining(['SUI_OWED', 'FUTA_NOT_OWED']));
  });

  it('marks the projected CA credit reduction as estimated', () => {
    const futa = line(calculateNannyTax(baseInput({ state: 'CA' })), 'FUTA');
    expect(futa).toMatchObject({ rate: 0.021, taxableWages: 7000, annual: 147, estimated: true });
    expect(futa.source).toContain('oui.doleta.gov');
  });

  it('uses the SUI rate the family entered instead of the new-employer rate', () => {
    // TX: 1% × 9,000 = 90. The line stays estimated where the base is (MN: the 2025 figure).
    expect(line(calculateNannyTax(baseInput({ suiRate: 0.01 })), 'SUI')).toMatchObject({
      rate: 0.01,
      annual: 90,
      estimated: false,
    });
    expect(line(calculateNannyTax(baseInput({ state: 'MN', suiRate: 0.01 })), 'SUI')).toMatchObject(
      { estimated: true },
    );
    // OR: agency-published base, so an entered rate leaves nothing estimated: 2% × 52,000 = 1,040.
    expect(line(calculateNannyTax(baseInput({ state: 'OR', suiRate: 0.02 })), 'SUI')).toMatchObject(
      {
        annual: 1040,
        estimated: false,
        source: expect.stringContaining('The SUI rate you entered') as unknown,
      },
    );
  });

  it('withholds a graduated state with its own formula (CA DE 44 Method B)', () => {
    // Single, 1 allowance: 52,000 > the $18,896 low-income exemption; 52,000 − 5,706 = 46,294;
    // 1,124.21 + 6.6% × (46,294 − 41,452) = 1,443.78; − 168.30 credit = 1,275.48 a year
    // → 24.528 → $24.53 a week × 52 = 1,275.56.
    const result = calculateNannyTax(baseInput({ state: 'CA', stateWithholding: true }));
    expect(line(result, 'STATE_INCOME_TAX')).toMatchObject({
      annual: 1275.56,
      perPaycheck: 24.53,
      rate: null,
      estimated: false,
    });
    expect(warningCodes(result)).toContain('STATE_WITHHOLDING_ASSUMPTIONS');
    expect(warningCodes(result)).not.toContain('STATE_INCOME_TAX_NOT_ESTIMATED');
  });

  it('uses the latest confirmed table, marked estimated, and names local taxes (OH)', () => {
    // Ohio optional computer formula (Oct 2025), one $650 exemption: 52,000 − 650 = 51,350;
    // 462.39 + 2.99% × (51,350 − 26,050) = 1,218.86 → 23.439 → $23.44 a week × 52 = 1,218.88.
    const result = calculateNannyTax(baseInput({ state: 'OH', stateWithholding: true }));
    expect(line(result, 'STATE_INCOME_TAX')).toMatchObject({ annual: 1218.88, estimated: true });
    expect(
      result.warnings.find((w) => w.code === 'LOCAL_INCOME_TAX_NOT_INCLUDED')?.message,
    ).toMatch(/municipal income taxes/);
  });

  it('takes the state filing status from the W-4 and the state form when given (NY)', () => {
    const married = calculateNannyTax(
      baseInput({
        state: 'NY',
        federalWithholding: { filingStatus: 'married' },
        stateWithholding: true,
      }),
    );
    const singleForm = calculateNannyTax(
      baseInput({
        state: 'NY',
        federalWithholding: { filingStatus: 'married' },
        stateWithholding: { filingStatus: 'single', allowances: 0, additionalWithholding: 5 },
      }),
    );
    // Married, 1 exemption: 52,000 − 7,950 − 1,000 = 43,050 → 586 + 5.4% × 29,150 = 2,160.10
    // → 41.540 → $41.54 a week. Single, 0 exemptions: 52,000 − 7,400 = 44,600 → 586 + 5.4% ×
    // 30,700 = 2,243.80 → 43.15 + $5 extra = $48.15 a week.
    expect(line(married, 'STATE_INCOME_TAX').perPaycheck).toBe(41.54);
    expect(line(singleForm, 'STATE_INCOME_TAX').perPaycheck).toBe(48.15);
    expect(warningCodes(married)).toContain('LOCAL_INCOME_TAX_NOT_INCLUDED');
  });

  it('warns instead of guessing for a state without a sourced method', () => {
    const input = completeInput(baseInput({ state: 'CT', stateWithholding: true }));
    const ct = TAX_YEARS[2026].states.CT;
    const setup = stateIncomeTaxSetup(
      'CT',
      ct,
      { method: undefined, localTaxes: undefined },
      input,
      52,
    );
    const outcome = stateIncomeTax(setup, {
      incomeTaxWagesCents: 5_200_000,
      federalWithheldCents: 0,
      ficaCents: 0,
    });
    expect(outcome.line).toMatchObject({ annualCents: 0, code: 'STATE_INCOME_TAX' });
    expect(outcome.warnings.map((w) => w.code)).toEqual(['STATE_INCOME_TAX_NOT_ESTIMATED']);
  });

  it('rejects a state or year it has no data for', () => {
    expect(() =>
      calculateNannyTax({ ...baseInput(), state: 'XX' } as unknown as NannyTaxInput),
    ).toThrow(NannyTaxInputError);
    expect(() =>
      calculateNannyTax({ ...baseInput(), taxYear: 1999 } as unknown as NannyTaxInput),
    ).toThrow(NannyTaxInputError);
  });

  it.each([
    { filingStatus: 'joint' },
    { allowances: -1 },
    { allowances: 1.5 },
    { additionalWithholding: Number.NaN },
  ])('rejects a state certificate it cannot compute (%p) from direct callers', (sit) => {
    expect(() =>
      calculateNannyTax({
        ...baseInput({ state: 'NY' }),
        stateWithholding: sit,
      } as unknown as NannyTaxInput),
    ).toThrow(NannyTaxInputError);
  });

  it('gives every line its source, as-of date and estimated flag', () => {
    for (const item of calculateNannyTax(
      baseInput({ state: 'WA', federalWithholding: { filingStatus: 'married' } }),
    ).lineItems) {
      expect(item.source.length).toBeGreaterThan(10);
      expect(item.asOf).toMatch(/^\d{4}(-\d{2}){0,2}$/);
      expect(typeof item.estimated).toBe('boolean');
    }
  });
});
