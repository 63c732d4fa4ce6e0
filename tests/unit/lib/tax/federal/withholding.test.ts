/** @jest-environment node */
import { type FederalWithholdingInput } from '@/lib/tax/contract';
import { FEDERAL_2026 } from '@/lib/tax/data/2026/federal';
import { annualFederalWithholdingCents } from '@/lib/tax/federal/withholding';

const W4: Required<FederalWithholdingInput> = {
  filingStatus: 'single',
  multipleJobs: false,
  dependentsCredit: 0,
  otherIncome: 0,
  deductions: 0,
  extraWithholding: 0,
};

/*
 * Pub 15-T 2026 Worksheet 1A on $52,000 of annual wages, weekly (52 periods):
 * line 1g is $8,600 (single, head of household) or $12,900 (married) unless Step 2 is checked.
 */
const CASES: {
  name: string;
  w4: Partial<FederalWithholdingInput>;
  wages: number;
  expected: number;
}[] = [
  // 52,000 − 8,600 = 43,400 → 1,240 + 12% × (43,400 − 19,900) = 4,060
  { name: 'single', w4: {}, wages: 52_000, expected: 4_060 },
  // 52,000 − 12,900 = 39,100 → 10% × (39,100 − 19,300) = 1,980
  { name: 'married', w4: { filingStatus: 'married' }, wages: 52_000, expected: 1_980 },
  // 43,400 → 1,770 + 12% × (43,400 − 33,250) = 2,988
  {
    name: 'head of household',
    w4: { filingStatus: 'head_of_household' },
    wages: 52_000,
    expected: 2_988,
  },
  // Step 2 table, no line 1g: 2,900 + 22% × (52,000 − 33,250) = 7,025
  { name: 'single, Step 2 checked', w4: { multipleJobs: true }, wages: 52_000, expected: 7_025 },
  // 1,240 + 12% × (52,000 − 28,500) = 4,060
  {
    name: 'married, Step 2 checked',
    w4: { filingStatus: 'married', multipleJobs: true },
    wages: 52_000,
    expected: 4_060,
  },
  // 3,870 + 22% × (52,000 − 45,800) = 5,234
  {
    name: 'head of household, Step 2 checked',
    w4: { filingStatus: 'head_of_household', multipleJobs: true },
    wages: 52_000,
    expected: 5_234,
  },
  // 52,000 + 5,000 − 3,000 − 8,600 = 45,400 → 1,240 + 12% × 25,500 = 4,300; − 2,000 credit;
  // + $10 × 52 = 2,820
  {
    name: 'Steps 3 and 4(a)–(c)',
    w4: { dependentsCredit: 2_000, otherIncome: 5_000, deductions: 3_000, extraWithholding: 10 },
    wages: 52_000,
    expected: 2_820,
  },
  // Credits above the tentative amount floor at zero; the extra $5 a week still applies: 260
  {
    name: 'credits larger than the tax',
    w4: { dependentsCredit: 10_000, extraWithholding: 5 },
    wages: 52_000,
    expected: 260,
  },
  // Under line 1g: nothing
  { name: 'wages under the adjustment', w4: {}, wages: 5_000, expected: 0 },
  // Top bracket: 700,000 − 8,600 = 691,400 → 192,979.25 + 37% × 43,300 (16,021) = 209,000.25
  { name: 'top bracket', w4: {}, wages: 700_000, expected: 209_000.25 },
];

describe('annualFederalWithholdingCents', () => {
  it.each(CASES)('withholds for $name', ({ w4, wages, expected }) => {
    expect(annualFederalWithholdingCents(FEDERAL_2026, wages * 100, { ...W4, ...w4 }, 52)).toBe(
      Math.round(expected * 100),
    );
  });
});
