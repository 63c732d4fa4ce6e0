/** @jest-environment node */
import { type FamilyInput } from '@/lib/tax/contract';
import { FEDERAL_2026 } from '@/lib/tax/data/2026/federal';
import { childCareCreditRate, estimateSavings, incomeTaxCents } from '@/lib/tax/savings';

const BIG_EXPENSES = 6_000_000; // $60,000 of care costs: never the limit

function family(overrides: Partial<FamilyInput>): Required<FamilyInput> {
  return {
    filingStatus: 'married',
    agi: 150_000,
    childrenUnder13: 2,
    dependentCareFsa: 0,
    ...overrides,
  };
}

describe('childCareCreditRate (OBBBA 2026 schedule)', () => {
  it.each([
    [15_000, 'single', 0.5],
    [15_001, 'single', 0.49], // one point for any part of $2,000
    [30_000, 'head_of_household', 0.42], // 50 − ceil(15,000 / 2,000) = 42
    [80_000, 'single', 0.32], // 35 − ceil(5,000 / 2,000) = 32 (lbbiowa.com example)
    [103_000, 'single', 0.21],
    [103_001, 'single', 0.2],
    [150_000, 'married', 0.35],
    [206_000, 'married', 0.21], // 35 − ceil(56,000 / 4,000) = 21
    [206_001, 'married', 0.2],
  ] as const)('AGI %s (%s) → %s', (agi, status, rate) => {
    expect(childCareCreditRate(FEDERAL_2026, agi, status)).toBe(rate);
  });
});

describe('estimateSavings', () => {
  it('saves tax and FICA on a full FSA, leaving no room for the credit (MFJ, 2 children)', () => {
    // Taxable 150,000 − 32,200 = 117,800 → 22% bracket. 7,500 × (22% + 7.65%) = 2,223.75.
    // Credit cap 6,000 − 7,500 < 0 → no credit.
    const s = estimateSavings(FEDERAL_2026, family({ dependentCareFsa: 7_500 }), BIG_EXPENSES);
    expect(s).toMatchObject({
      fsaCents: 222_375,
      creditCents: 0,
      totalCents: 222_375,
      marginalRate: 0.22,
    });
  });

  it('combines a partial FSA with the credit on the rest', () => {
    // AGI 100,000 MFJ: taxable 67,800 → 12%. FSA 2,000 × 19.65% = 393.
    // Credit: (6,000 − 2,000) × 35% = 1,400. Total 1,793.
    const s = estimateSavings(
      FEDERAL_2026,
      family({ agi: 100_000, dependentCareFsa: 2_000 }),
      BIG_EXPENSES,
    );
    expect(s).toMatchObject({ fsaCents: 39_300, creditCents: 140_000, totalCents: 179_300 });
  });

  it('uses the one-child cap and the 32% rate at $80,000 single', () => {
    // 3,000 × 32% = 960; tax on 63,900 (8,770) is larger, so the credit is not limited.
    const s = estimateSavings(
      FEDERAL_2026,
      family({ filingStatus: 'single', agi: 80_000, childrenUnder13: 1 }),
      BIG_EXPENSES,
    );
    expect(s.creditCents).toBe(96_000);
    expect(incomeTaxCents(FEDERAL_2026.incomeTax.brackets.value.single, 6_390_000)).toBe(877_000);
  });

  it('limits the non-refundable credit to the family’s income tax', () => {
    // HoH AGI 30,000: taxable 5,850 → tax 585; 3,000 × 42% = 1,260 → 585.
    const s = estimateSavings(
      FEDERAL_2026,
      family({ filingStatus: 'head_of_household', agi: 30_000, childrenUnder13: 1 }),
      BIG_EXPENSES,
    );
    expect(s.creditCents).toBe(58_500);
  });

  it('caps the FSA at the $7,500 limit and at the care expenses', () => {
    expect(
      estimateSavings(FEDERAL_2026, family({ dependentCareFsa: 10_000 }), BIG_EXPENSES),
    ).toMatchObject({
      fsaUsedCents: 750_000,
      fsaCapped: true,
    });
    // Care costs of $4,000: FSA 4,000, credit on nothing left.
    expect(
      estimateSavings(FEDERAL_2026, family({ dependentCareFsa: 7_500 }), 400_000),
    ).toMatchObject({
      fsaUsedCents: 400_000,
      creditCents: 0,
    });
  });

  it('saves nothing without a child under 13', () => {
    expect(
      estimateSavings(
        FEDERAL_2026,
        family({ childrenUnder13: 0, dependentCareFsa: 5_000 }),
        BIG_EXPENSES,
      ).totalCents,
    ).toBe(0);
  });
});
