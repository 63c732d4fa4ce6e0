/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { annualByLine, baseInput, warningCodes } from './support';

/*
 * Worked cases for the overtime rules, family employees and state surcharges, by hand from the
 * 2026 data (sources in lib/tax/data/2026/agencySources.ts).
 */
const twenty = { amount: 20, per: 'hour', type: 'gross' } as const;

describe('overtime rules', () => {
  it.each<[string, Partial<NannyTaxInput>, number]>([
    // OR live-in: 44 + 1.5 × 6 = 53 paid hours × $20 = $1,060 a week.
    ['Oregon live-in after 44 hours', { state: 'OR', liveIn: true, hoursPerWeek: 50 }, 1060],
    // MA live-in: 40 + 1.5 × 10 = 55 × $20 = $1,100.
    ['Massachusetts live-in after 40 hours', { state: 'MA', liveIn: true, hoursPerWeek: 50 }, 1100],
    // HI live-in: 40 + 1.5 × 10 = 55 × $20 = $1,100.
    ['Hawaii live-in after 40 hours', { state: 'HI', liveIn: true, hoursPerWeek: 50 }, 1100],
    // CA personal attendant, 4 days × 12 h: 3 daily overtime hours a day = 12; straight 36 < 40.
    // 48 + 0.5 × 12 = 54 × $20 = $1,080.
    [
      'California personal attendant, 9 hours a day',
      { state: 'CA', hoursPerWeek: 48, daysPerWeek: 4 },
      1080,
    ],
    // CA live-in personal attendant, 5 × 10 h: 1 a day = 5 daily; straight 45, not over 45.
    // 50 + 2.5 = 52.5 × $20 = $1,050.
    [
      'California live-in personal attendant, 9 a day or 45 a week',
      { state: 'CA', liveIn: true, hoursPerWeek: 50, daysPerWeek: 5 },
      1050,
    ],
    // CA other household worker, 4 × 13 h: 4 h at 1.5× and 1 h at 2× a day → 16 and 4;
    // 52 + 0.5 × 16 + 4 = 64 × $20 = $1,280.
    [
      'California household worker, double time after 12 hours',
      { state: 'CA', hoursPerWeek: 52, daysPerWeek: 4, personalAttendant: false },
      1280,
    ],
    // CA other household worker, 7 × 8 h: six days 48 straight → 8 weekly overtime; the seventh
    // day's 8 hours at 1.5×. 56 + 0.5 × 16 = 64 × $20 = $1,280.
    [
      'California seventh consecutive day',
      { state: 'CA', hoursPerWeek: 56, daysPerWeek: 7, personalAttendant: false },
      1280,
    ],
    // CA live-in, not a personal attendant, 6 × 10 h: 1 h a day past 9 on days 1–5 = 5; day 6 is a
    // premium day: 9 h at 1.5× and 1 h at 2×. 60 + 0.5 × 14 + 1 = 68 × $20 = $1,360.
    [
      'California live-in household worker, sixth-day premium',
      {
        state: 'CA',
        liveIn: true,
        hoursPerWeek: 60,
        daysPerWeek: 6,
        personalAttendant: false,
      },
      1360,
    ],
    // CO, 3 × 14 h: 2 h a day over 12 = 6; straight 36. 42 + 3 = 45 × $20 = $900.
    ['Colorado after 12 hours a day', { state: 'CO', hoursPerWeek: 42, daysPerWeek: 3 }, 900],
    // TX has no daily rule: 3 × 14 h = 42 → 2 weekly overtime; 43 × $20 = $860.
    ['Texas, weekly only', { hoursPerWeek: 42, daysPerWeek: 3 }, 860],
  ])('%s', (_name, overrides, weekly) => {
    const result = calculateNannyTax(baseInput({ pay: twenty, ...overrides }));
    expect(result.annual.grossWages).toBe(weekly * 52);
    expect(warningCodes(result)).toContain('OVERTIME_APPLIED');
  });

  it('describes daily overtime and double time in the warning', () => {
    const result = calculateNannyTax(
      baseInput({
        state: 'CA',
        pay: twenty,
        hoursPerWeek: 52,
        daysPerWeek: 4,
        personalAttendant: false,
      }),
    );
    const message = result.warnings.find((w) => w.code === 'OVERTIME_APPLIED')?.message;
    expect(message).toContain('16 hours at 1.5 × $20.00 = $30.00 an hour');
    expect(message).toContain('4 hours at 2 × = $40.00 an hour');
  });

  it('spreads the hours over enough days to keep a day within 24 hours', () => {
    // 100 h on "1 day" becomes 5 days of 20 h for CA's daily rule.
    const one = calculateNannyTax(
      baseInput({ state: 'CA', pay: twenty, hoursPerWeek: 100, daysPerWeek: 1 }),
    );
    const five = calculateNannyTax(
      baseInput({ state: 'CA', pay: twenty, hoursPerWeek: 100, daysPerWeek: 5 }),
    );
    expect(one.annual.grossWages).toBe(five.annual.grossWages);
  });
});

describe('family employees (Pub 926)', () => {
  // TX, $25 × 40 h × 52 = $52,000: FICA 3,224 + 754 each side, FUTA 42, SUI 243.
  it.each<[NannyTaxInput['employeeRelationship'], boolean, Record<string, number>]>([
    ['spouse', false, {}],
    ['child_under_21', false, {}],
    ['parent', false, {}],
    [
      'parent',
      true,
      {
        'SOCIAL_SECURITY/employee': 3224,
        'MEDICARE/employee': 754,
        'SOCIAL_SECURITY/employer': 3224,
        'MEDICARE/employer': 754,
      },
    ],
    ['under_18', false, { 'FUTA/employer': 42, 'SUI/employer': 243 }],
  ])('%s (parent exception %s)', (employeeRelationship, parentException, lines) => {
    const result = calculateNannyTax(baseInput({ employeeRelationship, parentException }));
    expect(annualByLine(result)).toEqual(lines);
    expect(warningCodes(result)).toContain('FAMILY_EMPLOYEE');
  });

  it('keeps California UI, ETT and SDI for a child under 21 (CA excludes only under 18)', () => {
    const result = calculateNannyTax(
      baseInput({ state: 'CA', employeeRelationship: 'child_under_21' }),
    );
    expect(annualByLine(result)).toEqual({
      'CA_SDI/employee': 676,
      'SUI/employer': 238,
      'CA_ETT/employer': 7,
    });
  });

  it('drops California UI, ETT and SDI for a spouse', () => {
    const result = calculateNannyTax(baseInput({ state: 'CA', employeeRelationship: 'spouse' }));
    expect(result.lineItems).toEqual([]);
  });

  it('still withholds federal income tax when asked', () => {
    const result = calculateNannyTax(
      baseInput({
        employeeRelationship: 'spouse',
        federalWithholding: { filingStatus: 'single' },
      }),
    );
    expect(result.lineItems.map((l) => l.code)).toEqual(['FEDERAL_INCOME_TAX']);
  });
});

describe('state unemployment surcharges', () => {
  it('adds DC’s 0.2% administrative assessment on the $9,000 base', () => {
    const result = calculateNannyTax(baseInput({ state: 'DC' }));
    expect(annualByLine(result)).toMatchObject({
      'SUI/employer': 243,
      'DC_ADMIN_ASSESSMENT/employer': 18,
    });
  });

  it('adds Minnesota’s base tax and workforce fee, the base tax only with the new-employer rate', () => {
    // $52,000 over the $43,000 base: base tax 0.4% = 172; workforce fee 0.1% = 43.
    const fresh = annualByLine(calculateNannyTax(baseInput({ state: 'MN' })));
    expect(fresh).toMatchObject({ 'MN_BASE_TAX/employer': 172, 'MN_WORKFORCE_FEE/employer': 43 });
    const assigned = annualByLine(calculateNannyTax(baseInput({ state: 'MN', suiRate: 0.02 })));
    expect(assigned).not.toHaveProperty(['MN_BASE_TAX/employer']);
    expect(assigned).toHaveProperty(['MN_WORKFORCE_FEE/employer'], 43);
  });
});

describe('New York DBL and PFL coverage', () => {
  it('covers a live-in worker whatever the weekly hours; a live-out worker only from 20 hours', () => {
    const codes = (liveIn: boolean) =>
      calculateNannyTax(baseInput({ state: 'NY', hoursPerWeek: 15, liveIn })).lineItems.map(
        (l) => l.code,
      );
    expect(codes(true)).toEqual(expect.arrayContaining(['NY_PFL', 'NY_DBL']));
    expect(codes(false)).not.toContain('NY_PFL');
    expect(codes(false)).not.toContain('NY_DBL');
  });
});

describe('more UI surcharges', () => {
  it.each([
    // GA: $9,500 base × 0.06% = 5.70, new employers only.
    ['GA', 'GA_ADMIN_ASSESSMENT/employer', 5.7],
    // NV: 2026 base $43,700 × 0.05% = 21.85.
    ['NV', 'NV_CAREER_ENHANCEMENT/employer', 21.85],
    // MA: $15,000 × 0.056% = 8.40.
    ['MA', 'MA_WORKFORCE_TRAINING/employer', 8.4],
    // CA: $7,000 × 0.1% = 7.
    ['CA', 'CA_ETT/employer', 7],
    // OH: $9,000 × 0.15% = 13.50.
    ['OH', 'OH_TECHNOLOGY_FEE/employer', 13.5],
    // HI: $52,000 (under the $64,500 base) × 0.01% = 5.20.
    ['HI', 'HI_EMPLOYMENT_TRAINING/employer', 5.2],
  ] as const)('%s adds %s of %d', (state, key, amount) => {
    expect(annualByLine(calculateNannyTax(baseInput({ state })))).toHaveProperty([key], amount);
  });

  it('leaves Georgia’s new-employer assessment out when the family typed its own rate', () => {
    const lines = annualByLine(calculateNannyTax(baseInput({ state: 'GA', suiRate: 0.01 })));
    expect(lines).not.toHaveProperty(['GA_ADMIN_ASSESSMENT/employer']);
  });
});

describe('2026 wage-base corrections', () => {
  it.each([
    // MO DES confirms $9,000; OK's $25,000 is OESC's figure as reported by others.
    ['MO', 9000, false],
    ['OK', 25_000, true],
  ] as const)('%s taxes the first $%d (estimated %s)', (state, base, estimated) => {
    const sui = calculateNannyTax(baseInput({ state })).lineItems.find((l) => l.code === 'SUI');
    expect(sui?.taxableWages).toBe(base);
    expect(sui?.estimated).toBe(estimated);
  });
});

describe('state UI for family employees where the state differs from FUTA', () => {
  it.each([
    ['NY', 'under_18', false],
    ['TX', 'under_18', true],
    ['MI', 'child_under_21', true],
    ['MI', 'spouse', false],
    ['CT', 'child_under_21', true],
  ] as const)('%s, %s: SUI owed %s', (state, employeeRelationship, owed) => {
    const codes = calculateNannyTax(baseInput({ state, employeeRelationship })).lineItems.map(
      (l) => l.code,
    );
    expect(codes.includes('SUI')).toBe(owed);
  });
});
