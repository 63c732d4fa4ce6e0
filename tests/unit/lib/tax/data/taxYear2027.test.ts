/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { TAX_YEARS } from '@/lib/tax/data';
import { parseNannyTaxRequest } from '@/lib/tax/request';
import { type Figure } from '@/lib/tax/types';

/** Every figure under `node`, with its path. */
function figures(node: unknown, path: string): { path: string; figure: Figure<unknown> }[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => figures(child, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  if ('value' in node && 'source' in node && 'asOf' in node)
    return [{ path, figure: node as Figure<unknown> }];
  return Object.entries(node).flatMap(([key, child]) => figures(child, `${path}.${key}`));
}

const ALL = figures(TAX_YEARS[2027], '2027');
const input = (overrides: Partial<NannyTaxInput> = {}): NannyTaxInput => ({
  taxYear: 2027,
  state: 'TX',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
  ...overrides,
});
const codes = (i: NannyTaxInput) => calculateNannyTax(i).warnings.map((w) => w.code);

/** The federal figures a statute fixes with no annual adjustment: 2027's own, not carried. */
const STATUTORY_FEDERAL = [
  '2027.federal.additionalMedicare.rate',
  '2027.federal.additionalMedicare.threshold',
  '2027.federal.childCareCredit.expenseCap',
  '2027.federal.childCareCredit.schedule',
  '2027.federal.dependentCareFsaLimit',
  '2027.federal.futa.netRate',
  '2027.federal.futa.quarterlyTest',
  '2027.federal.futa.wageBase',
  '2027.federal.medicare.employeeRate',
  '2027.federal.medicare.employerRate',
  '2027.federal.minimumWage',
  '2027.federal.overtimeWeeklyHours',
  '2027.federal.socialSecurity.employeeRate',
  '2027.federal.socialSecurity.employerRate',
];

/** States whose 2027 minimum wage a statute sets: a new step, a fixed amount, or the federal floor. */
const STATUTORY_MINIMUM_WAGES = [
  ...['AK', 'FL', 'MI', 'RI', 'VA'],
  ...['AR', 'HI', 'IL', 'MA', 'MD', 'NM', 'NV', 'WV'],
  ...['AL', 'GA', 'IA', 'ID', 'IN', 'KS', 'KY', 'LA', 'MS', 'NC', 'ND', 'NH', 'PA', 'SC'],
  ...['TN', 'TX', 'UT', 'WI', 'WY'],
];

/** States whose unemployment wage base a statute fixes with no indexing or fund trigger. */
const STATUTORY_UI_BASES = ['AZ', 'CA', 'FL', 'OH', 'PA', 'TX', 'VA'];

/** Program figures a statute fixes: New York DBL, Vermont's child care contribution, WA Cares. */
const STATUTORY_PROGRAM_FIGURES = [
  '2027.states.NY.programs[1].rate',
  '2027.states.NY.programs[1].weeklyCap',
  '2027.states.VT.programs[0].rate',
  '2027.states.VT.programs[1].rate',
  '2027.states.WA.programs[2].rate',
];

describe('tax year 2027', () => {
  it('marks every figure it carries from 2026, with a reason, and estimates it', () => {
    const carried = ALL.filter(({ figure }) => figure.carriedFrom !== undefined);
    expect(carried.length).toBeGreaterThan(500);
    for (const { path, figure } of carried) {
      // Maryland FAMLI's rate stands in from its last announcement, in 2023.
      const from = /^2027\.states\.MD\.programs\[\d\]\.rate$/.test(path) ? 2023 : 2026;
      expect([path, figure.carriedFrom, figure.estimated]).toEqual([path, from, true]);
      expect([path, (figure.note ?? '').length > 40]).toEqual([path, true]);
    }
  });

  it('has its own figures only where a statute sets them', () => {
    const own = ALL.filter(({ figure }) => figure.carriedFrom === undefined).map((f) => f.path);
    expect(own.sort()).toEqual(
      [
        ...STATUTORY_FEDERAL,
        ...STATUTORY_MINIMUM_WAGES.map((code) => `2027.states.${code}.minimumWage`),
        ...STATUTORY_UI_BASES.map((code) => `2027.states.${code}.unemployment.wageBase`),
        ...STATUTORY_PROGRAM_FIGURES,
        ...own.filter((p) => p.includes('.localities.list[') && p.endsWith('resident')),
      ].sort(),
    );
    expect(own.filter((p) => p.includes('.localities.')).length).toBe(2);
    expect(TAX_YEARS[2027].states.MI.minimumWage.value).toBe(15);
  });

  it('carries no date from 2026: a figure that changed in 2026 keeps its last value', () => {
    for (const { path, figure } of ALL) {
      for (const change of figure.changes ?? []) {
        expect([path, change.from.slice(0, 4)]).toEqual([path, '2027']);
      }
    }
    expect(TAX_YEARS[2027].states.NH.unemployment.newEmployerRate.value).toBe(0.027);
  });

  it('names why Social Security’s and Wyoming’s bases are still 2026’s', () => {
    const ss = TAX_YEARS[2027].federal.socialSecurity.wageBase;
    expect([ss.value, ss.carriedFrom]).toEqual([
      TAX_YEARS[2026].federal.socialSecurity.wageBase.value,
      2026,
    ]);
    expect(ss.note).toContain('ssa.gov');
    expect(TAX_YEARS[2027].states.WY.unemployment.wageBase.note).toContain('Wyoming');
  });

  it('names what was not found for the household threshold, the brackets and Pub 15-T', () => {
    const { federal } = TAX_YEARS[2027];
    expect(federal.householdFicaThreshold.note).toContain('§3121(x)');
    for (const figure of [
      federal.incomeTax.brackets,
      federal.incomeTax.standardDeduction,
      federal.withholding.standardTables,
    ]) {
      expect([figure.carriedFrom, figure.note]).toEqual([2026, expect.stringContaining('15-T')]);
    }
  });

  it.each([
    ['NE', 'LB 258'],
    ['OK', 'State Question 832'],
    ['MO', 'HB 567'],
    ['DE', '19 Del. C. § 902'],
    ['WA', 'RCW 49.46.020'],
    ['NY', 'Labor Law § 652'],
    ['CA', 'Labor Code § 1182.12'],
  ])('carries %s’s minimum wage with the reason its 2027 rate was not found (%s)', (code, law) => {
    const figure = TAX_YEARS[2027].states[code as 'NE'].minimumWage;
    expect([figure.value, figure.carriedFrom]).toEqual([
      TAX_YEARS[2026].states[code as 'NE'].minimumWage.value,
      2026,
    ]);
    expect(figure.note).toContain(law);
    expect(figure.note).toContain('not found on 2026-11-27');
  });

  it('names the agency whose 2027 notice was looked for, on the named program rates and UI bases', () => {
    const { states } = TAX_YEARS[2027];
    const rate = (code: 'WA' | 'CO' | 'MN', line: string) =>
      states[code].programs.find((p) => p.code === line)?.rate;
    for (const [figure, agency] of [
      [rate('WA', 'WA_PFML'), 'Washington ESD'],
      [rate('CO', 'CO_FAMLI'), 'FAMLI Division'],
      [rate('MN', 'MN_PAID_LEAVE'), 'Minnesota DEED'],
      [states.WA.unemployment.wageBase, 'Washington ESD'],
      [states.NY.unemployment.wageBase, 'NYSDOL'],
    ] as const) {
      expect([figure?.carriedFrom, figure?.note]).toEqual([2026, expect.stringContaining(agency)]);
      expect(figure?.note).toContain('not found on 2026-11-27');
    }
  });

  it('dates its payments in 2027 and early 2028', () => {
    const { calendar } = TAX_YEARS[2027];
    const dates = [
      ...calendar.estimatedTax,
      ...calendar.stateUiReports,
      calendar.w2,
      calendar.scheduleH,
    ];
    for (const date of dates) expect(date.value).toMatch(/^202[78]-/);
    expect(calendar.scheduleH.value).toBe('2028-04-18');
  });
});

describe('preliminary answers', () => {
  it('says a 2027 answer is preliminary, how many figures stand in and on which lines', () => {
    const result = calculateNannyTax(input());
    expect(result.preliminary).toBe(true);
    const warning = result.warnings.find((w) => w.code === 'PRELIMINARY_FIGURES');
    expect(warning?.message).toMatch(/so \d+ figures from 2026 stand in/);
    expect(warning?.message).toContain('Social Security');
  });

  it('counts only the carried figures: FICA and FUTA rates and bases fixed by statute are not', () => {
    // Texas: Social Security's wage base, the household threshold and two of the SUI figures
    // (its $9,000 wage base is the statute's).
    const warning = calculateNannyTax(input()).warnings.find(
      (w) => w.code === 'PRELIMINARY_FIGURES',
    );
    expect(warning?.message).toMatch(/so 4 figures from 2026 stand in/);
    expect(warning?.message).not.toContain('FUTA');
    expect(warning?.message).toContain('Texas unemployment insurance');
  });

  it('reads the statutory FICA and FUTA figures for a 2027 pay date', () => {
    const result = calculateNannyTax(input({ payDate: '2027-03-05' }));
    const futa = result.lineItems.find((l) => l.code === 'FUTA');
    expect([futa?.annual, futa?.estimated]).toEqual([42, false]);
    expect(futa?.source).toContain('IRC §3301');
    const medicare = result.lineItems.find((l) => l.code === 'MEDICARE' && l.payer === 'employer');
    expect(medicare?.annual).toBe(754);
  });

  it('reads the statutory state figures for a 2027 pay date: a UI base, WA Cares', () => {
    const tx = calculateNannyTax(input({ payDate: '2027-03-05' }));
    const sui = tx.lineItems.find((l) => l.code === 'SUI');
    expect([sui?.taxableWages, sui?.source]).toEqual([9_000, expect.stringContaining('§ 201.082')]);
    const wa = calculateNannyTax(input({ state: 'WA', payDate: '2027-03-05' }));
    const cares = wa.lineItems.find((l) => l.code === 'WA_CARES');
    expect([cares?.annual, cares?.estimated]).toEqual([301.6, false]);
    const warning = wa.warnings.find((w) => w.code === 'PRELIMINARY_FIGURES');
    expect(warning?.message).not.toContain('WA Cares');
  });

  it('does not say so for 2026', () => {
    const result = calculateNannyTax(input({ taxYear: 2026 }));
    expect(result.preliminary).toBe(false);
    expect(result.warnings.map((w) => w.code)).not.toContain('PRELIMINARY_FIGURES');
  });

  it('applies 2027’s statutory minimum wages, on their dates', () => {
    const mi = input({ state: 'MI', pay: { amount: 14.5, per: 'hour', type: 'gross' } });
    expect(codes({ ...mi, taxYear: 2026 })).not.toContain('BELOW_STATE_MINIMUM_WAGE');
    expect(codes(mi)).toContain('BELOW_STATE_MINIMUM_WAGE');
    const hi = input({ state: 'HI', pay: { amount: 15.5, per: 'hour', type: 'gross' } });
    const below = calculateNannyTax(hi).warnings.find((w) => w.code === 'BELOW_STATE_MINIMUM_WAGE');
    expect(below?.message).toContain('$16.00');
    const ak = input({ state: 'AK', pay: { amount: 14.5, per: 'hour', type: 'gross' } });
    expect(codes({ ...ak, payDate: '2027-06-30' })).not.toContain('BELOW_STATE_MINIMUM_WAGE');
    expect(codes({ ...ak, payDate: '2027-07-01' })).toContain('BELOW_STATE_MINIMUM_WAGE');
  });
});

describe('a 2027 pay date in a request', () => {
  const body = {
    state: 'TX',
    pay: { amount: 25, per: 'hour', type: 'gross' },
    hoursPerWeek: 40,
    payFrequency: 'weekly',
  };

  it('settles the year to 2027', () => {
    const parsed = parseNannyTaxRequest({ ...body, payDate: '2027-03-05' }, '2026-11-26');
    expect(parsed.ok && [parsed.input.taxYear, parsed.input.payDate]).toEqual([2027, '2027-03-05']);
  });

  it('names both fields when taxYear says 2026', () => {
    const parsed = parseNannyTaxRequest(
      { ...body, taxYear: 2026, payDate: '2027-03-05' },
      '2026-11-26',
    );
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.field)).toEqual(['taxYear', 'payDate']);
  });
});
