/** @jest-environment node */
import { NannyTaxInputError } from '@/lib/tax/errors';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { type NannyShareInput } from '@/lib/tax/share/contract';
import { ShareFamilyUnpaidError } from '@/lib/tax/share/errors';
import { baseShare } from './support';

/*
 * Worked by hand. The week: straight-time pay = each family's share of (shared hours × shared
 * rate) plus its solo hours × solo rate; regular rate = straight-time pay ÷ all hours; premium =
 * 0.5 × regular rate per overtime hour (+ 1 × per double-time hour), split by pay or by hours.
 */
const CASES: {
  name: string;
  input: NannyShareInput;
  weeklyGross: number[];
  premiums: number[];
  hours: { regular: number; overtime: number; doubleTime: number };
}[] = [
  {
    name: 'equal shares, 40 shared hours (TX)',
    input: baseShare(),
    weeklyGross: [600, 600],
    premiums: [0, 0],
    hours: { regular: 40, overtime: 0, doubleTime: 0 },
  },
  {
    name: 'unequal shares 60/40',
    input: baseShare({ families: [{ shareOfSharedPay: 0.6 }, { shareOfSharedPay: 0.4 }] }),
    weeklyGross: [720, 480],
    premiums: [0, 0],
    hours: { regular: 40, overtime: 0, doubleTime: 0 },
  },
  {
    name: 'three families in thirds (the cent left over goes to the first)',
    input: baseShare({
      sharedRate: 25,
      families: [
        { shareOfSharedPay: 1 / 3 },
        { shareOfSharedPay: 1 / 3 },
        { shareOfSharedPay: 1 / 3 },
      ],
    }),
    // 1,000 ÷ 3 = 333.333… → 333.34, 333.33, 333.33.
    weeklyGross: [333.34, 333.33, 333.33],
    premiums: [0, 0, 0],
    hours: { regular: 40, overtime: 0, doubleTime: 0 },
  },
  {
    // Straight 600 + 5 × 20 = 700 and 600; regular rate 1,300 ÷ 45 = 28.888…; premium
    // 0.5 × 28.888… × 5 = 72.22, split 700 : 600 → 38.89 and 33.33.
    name: 'solo hours push the week into overtime, split by straight-time pay',
    input: baseShare({
      families: [
        { shareOfSharedPay: 0.5, soloHoursPerWeek: 5, soloRate: 20 },
        { shareOfSharedPay: 0.5 },
      ],
    }),
    weeklyGross: [738.89, 633.33],
    premiums: [38.89, 33.33],
    hours: { regular: 40, overtime: 5, doubleTime: 0 },
  },
  {
    // The same 72.22 split by hours, 25 : 20 → 40.12 and 32.10.
    name: 'solo hours push the week into overtime, split by hours',
    input: baseShare({
      overtimeSplit: 'hours',
      families: [
        { shareOfSharedPay: 0.5, soloHoursPerWeek: 5, soloRate: 20 },
        { shareOfSharedPay: 0.5 },
      ],
    }),
    weeklyGross: [740.12, 632.1],
    premiums: [40.12, 32.1],
    hours: { regular: 40, overtime: 5, doubleTime: 0 },
  },
  {
    // CA, not a personal attendant: 65 h over 5 days = 13 a day → 4 h at 1.5× and 1 h at 2× a
    // day. Straight 65 × 20 = 1,300; premium 0.5 × 20 × 20 + 1 × 20 × 5 = 300.
    name: 'California daily overtime and double time in a share',
    input: baseShare({
      state: 'CA',
      personalAttendant: false,
      sharedHoursPerWeek: 65,
      sharedRate: 20,
    }),
    weeklyGross: [800, 800],
    premiums: [150, 150],
    hours: { regular: 40, overtime: 20, doubleTime: 5 },
  },
  {
    // NY live-in: overtime after 44 → 6 h; 0.5 × 20 × 6 = 60.
    name: 'a live-in under New York’s 44-hour rule',
    input: baseShare({ state: 'NY', liveIn: true, sharedHoursPerWeek: 50, sharedRate: 20 }),
    weeklyGross: [530, 530],
    premiums: [30, 30],
    hours: { regular: 44, overtime: 6, doubleTime: 0 },
  },
  {
    name: 'a live-in without a state overtime rule (TX)',
    input: baseShare({ liveIn: true, sharedHoursPerWeek: 50, sharedRate: 20 }),
    weeklyGross: [500, 500],
    premiums: [0, 0],
    hours: { regular: 50, overtime: 0, doubleTime: 0 },
  },
];

describe('calculateNannyShare', () => {
  it.each(CASES)('splits the week for $name', ({ input, weeklyGross, premiums, hours }) => {
    const result = calculateNannyShare(input);
    expect(result.families.map((f) => f.week.grossPay)).toEqual(weeklyGross);
    expect(result.families.map((f) => f.week.overtimePremium)).toEqual(premiums);
    expect(result.hours).toEqual(hours);
    const weeks = input.weeksPerYear ?? 52;
    result.families.forEach((family, i) => {
      expect(family.annual.grossWages).toBeCloseTo((weeklyGross[i] ?? 0) * weeks, 2);
    });
  });

  it('taxes each family as its own employer with the nanny’s totals summed (TX, 600 + 600)', () => {
    // Each family: 600 × 52 = 31,200; SS 6.2% = 1,934.40 and Medicare 1.45% = 452.40 each side;
    // FUTA 0.6% × 7,000 = 42; TX SUI 2.7% × 9,000 = 243: employer 2,671.80.
    const result = calculateNannyShare(baseShare());
    for (const family of result.families) {
      expect(family.annual).toEqual({
        grossWages: 31200,
        employeeTaxes: 2386.8,
        netPay: 28813.2,
        employerTaxes: 2671.8,
        totalEmployerCost: 33871.8,
      });
      expect(family.yearView.dueDates.some((d) => d.what.startsWith('Schedule H'))).toBe(true);
    }
    expect(result.families.map((f) => f.label)).toEqual(['Family A', 'Family B']);
    expect(result.nanny.annual).toEqual({
      grossWages: 62400,
      employeeTaxes: 4773.6,
      netPay: 57626.4,
    });
    expect(result.nanny.perPaycheck).toEqual({
      grossWages: 1200,
      employeeTaxes: 91.8,
      netPay: 1108.2,
    });
  });

  it('owes nothing for a family under every threshold while the other owes all (TX)', () => {
    // Family B: 5% of 20 × $25 = $25 a week × 52 = $1,300 (< $3,000 FICA); a quarter is
    // 13 × 25 = $325 (< $1,000 for FUTA and Texas UI).
    const result = calculateNannyShare(
      baseShare({
        sharedHoursPerWeek: 20,
        sharedRate: 25,
        families: [{ shareOfSharedPay: 0.95 }, { shareOfSharedPay: 0.05 }],
      }),
    );
    const [a, b] = result.families;
    expect(b?.annual.employerTaxes).toBe(0);
    expect(b?.annual.employeeTaxes).toBe(0);
    expect(b?.lineItems).toEqual([]);
    expect(b?.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(['FICA_THRESHOLD_NOT_REACHED', 'FUTA_NOT_OWED', 'SUI_NOT_OWED']),
    );
    expect(a?.lineItems.map((l) => l.code)).toEqual(
      expect.arrayContaining(['SOCIAL_SECURITY', 'MEDICARE', 'FUTA', 'SUI']),
    );
  });

  it('gives the nanny’s rates for the share: the weighted average and 1.5× it', () => {
    const result = calculateNannyShare(
      baseShare({
        families: [
          { shareOfSharedPay: 0.5, soloHoursPerWeek: 5, soloRate: 20 },
          { shareOfSharedPay: 0.5 },
        ],
      }),
    );
    // 1,300 ÷ 45 = 28.888…; 1.5× = 43.33; 1,372.22 ÷ 45 = 30.49.
    expect(result.payRates).toEqual({
      regularHourly: 28.89,
      overtimeHourly: 43.33,
      effectiveHourly: 30.49,
    });
    expect(result.families[0]?.payRates).toEqual(result.payRates);
    expect(result.warnings.map((w) => w.code)).toEqual([
      'OVERTIME_APPLIED',
      'SHARE_OVERTIME_SPLIT',
    ]);
    expect(result.warnings[1]?.message).toContain('Family A $38.89, Family B $33.33');
  });

  it.each([
    ['TX', 7, 'BELOW_FEDERAL_MINIMUM_WAGE'],
    ['CA', 16, 'BELOW_STATE_MINIMUM_WAGE'],
  ] as const)(
    'warns once for the share when the rate is below the minimum wage (%s $%s)',
    (state, rate, code) => {
      const result = calculateNannyShare(baseShare({ state, sharedRate: rate }));
      expect(result.warnings.map((w) => w.code)).toContain(code);
      for (const family of result.families) {
        expect(
          family.warnings.map((w) => w.code).filter((c) => c.includes('MINIMUM_WAGE')),
        ).toEqual([]);
      }
    },
  );

  it('says a live-in is exempt from overtime once, for the share', () => {
    const result = calculateNannyShare(
      baseShare({ liveIn: true, sharedHoursPerWeek: 50, sharedRate: 20 }),
    );
    expect(result.warnings.map((w) => w.code)).toEqual(['LIVE_IN_NO_OVERTIME']);
    expect(result.families.flatMap((f) => f.warnings.map((w) => w.code))).not.toContain(
      'LIVE_IN_NO_OVERTIME',
    );
  });

  it('keeps each family’s own withholding', () => {
    const result = calculateNannyShare(
      baseShare({
        families: [
          { shareOfSharedPay: 0.5, federalWithholding: { filingStatus: 'single' } },
          { shareOfSharedPay: 0.5 },
        ],
      }),
    );
    expect(result.families[0]?.lineItems.map((l) => l.code)).toContain('FEDERAL_INCOME_TAX');
    expect(result.families[1]?.lineItems.map((l) => l.code)).not.toContain('FEDERAL_INCOME_TAX');
  });

  it.each<[string, Partial<NannyShareInput>]>([
    ['one family', { families: [{ shareOfSharedPay: 1 }] }],
    [
      'shares adding up to 0.9',
      { families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.4 }] },
    ],
    ['negative hours', { sharedHoursPerWeek: -1 }],
    [
      'more than 168 hours in all',
      {
        sharedHoursPerWeek: 160,
        families: [{ shareOfSharedPay: 0.5, soloHoursPerWeek: 10 }, { shareOfSharedPay: 0.5 }],
      },
    ],
  ])('refuses %s', (_name, overrides) => {
    expect(() => calculateNannyShare(baseShare(overrides))).toThrow(NannyTaxInputError);
  });

  it('names the family that pays nothing', () => {
    const call = () =>
      calculateNannyShare(
        baseShare({ families: [{ shareOfSharedPay: 1 }, { shareOfSharedPay: 0 }] }),
      );
    expect(call).toThrow(ShareFamilyUnpaidError);
    expect(call).toThrow('Family B pays nothing');
  });
});
