/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { type StateCode } from '@/lib/tax/states';
import { annualByLine, baseInput, line } from '../support';

/*
 * The 2026 state unemployment figures, read through the calculator's own line items (the function
 * the API calls). $100,000 a year is above every state's wage base, so the SUI line taxes exactly
 * the base: annual = base × rate, by hand. Sources: lib/tax/data/2026/unemploymentSources.ts and
 * estimatedUiSources.ts; docs/tax-data.md#state-unemployment-figures.
 */
const YEARLY = { pay: { amount: 100_000, per: 'year', type: 'gross' } } as const;

function sui(state: StateCode, overrides: Partial<NannyTaxInput> = {}) {
  return line(calculateNannyTax(baseInput({ state, ...YEARLY, ...overrides })), 'SUI');
}

describe('state unemployment figures (2026)', () => {
  it.each<[StateCode, number, number, number, boolean]>([
    // Wage bases corrected from the 2025 figure: state, base, rate, annual, estimated.
    ['WA', 78_200, 0.01, 782, true], // 1.0% is the industry-rate placeholder
    ['NV', 43_700, 0.0295, 1289.15, false],
    ['ND', 46_600, 0.01, 466, false],
    ['NM', 34_800, 0.01, 348, true], // NAICS 81 rate from the 2024 table
    ['WY', 33_800, 0.01, 338, true], // industry-rate placeholder
    ['NC', 34_200, 0.01, 342, false],
    // Bases confirmed unchanged, now from the agency.
    ['SD', 15_000, 0.012, 180, false],
    ['TN', 7_000, 0.027, 189, false],
    ['VA', 8_000, 0.025, 200, true], // the VEC's 2026 add-on was not found
    ['IA', 20_400, 0.01, 204, true], // 1.0% is the statutory floor for rank 4
    // New-employer rates now from the agency (MO: 2.38% → 2.376%).
    ['MO', 9_000, 0.02376, 213.84, false],
    ['IL', 14_250, 0.0335, 477.38, false],
    ['NE', 9_000, 0.0125, 112.5, false],
    ['MS', 14_000, 0.01, 140, false],
    ['NJ', 44_800, 0.028, 1254.4, false],
    ['MA', 15_000, 0.0242, 363, false],
    ['CA', 7_000, 0.034, 238, false],
    ['AK', 54_200, 0.01, 542, false],
    ['KY', 12_000, 0.027, 324, true], // base: the statutory schedule's next step
    ['OK', 25_000, 0.015, 375, true], // base as reported by EY and a tax model
    // Medium-confidence or not found: applied, estimated.
    ['LA', 7_000, 0.01, 70, true],
    ['WV', 9_500, 0.027, 256.5, true],
    ['VT', 14_800, 0.01, 148, true],
    ['AR', 7_000, 0.02, 140, true],
    ['DC', 9_000, 0.027, 243, true],
    ['DE', 14_500, 0.018, 261, true],
    ['ME', 12_000, 0.0241, 289.2, true],
    ['MN', 43_000, 0.01, 430, true],
    ['UT', 50_700, 0.01, 507, true],
    ['MT', 45_100, 0.01, 451, true],
  ])('%s taxes $%s at %s: $%s a year (estimated %s)', (state, base, rate, annual, estimated) => {
    expect(sui(state)).toMatchObject({ taxableWages: base, rate, annual, estimated });
  });

  it('cites no competitor’s page for any state’s SUI line', () => {
    const states: StateCode[] = ['WA', 'MN', 'MT', 'ME', 'DE', 'IA', 'CA', 'AK', 'NH'];
    for (const state of states) expect(sui(state).source).not.toMatch(/caretax/i);
  });

  it('adds Alaska’s 0.5% employee share on the same $54,200 base', () => {
    expect(line(calculateNannyTax(baseInput({ state: 'AK', ...YEARLY })), 'SUI_EMPLOYEE')).toEqual(
      expect.objectContaining({ rate: 0.005, taxableWages: 54_200, annual: 271, estimated: false }),
    );
  });
});

describe('state unemployment surcharges (2026)', () => {
  it.each<[StateCode, string, number]>([
    // SD investment fee 0.55% × 15,000 = 82.50 (SDCL 61-5-29).
    ['SD', 'SD_INVESTMENT_FEE/employer', 82.5],
    // WA employment administration fund 0.02% × 78,200 = 15.64 (RCW 50.24.014).
    ['WA', 'WA_EMPLOYMENT_ADMINISTRATION/employer', 15.64],
    // MA Workforce Training Fund 0.056% × 15,000 = 8.40.
    ['MA', 'MA_WORKFORCE_TRAINING/employer', 8.4],
    // NV Career Enhancement Program 0.05% × 43,700 = 21.85.
    ['NV', 'NV_CAREER_ENHANCEMENT/employer', 21.85],
  ])('%s adds %s of $%s, from an agency source', (state, key, amount) => {
    const result = calculateNannyTax(baseInput({ state, ...YEARLY }));
    expect(annualByLine(result)).toHaveProperty([key], amount);
    expect(line(result, key.split('/')[0] ?? '').estimated).toBe(false);
  });

  it('charges South Dakota’s investment fee only with the new-employer rate', () => {
    const assigned = calculateNannyTax(baseInput({ state: 'SD', ...YEARLY, suiRate: 0.02 }));
    expect(annualByLine(assigned)).not.toHaveProperty(['SD_INVESTMENT_FEE/employer']);
  });

  it('keeps Washington’s administration fund with an entered rate', () => {
    const assigned = calculateNannyTax(baseInput({ state: 'WA', ...YEARLY, suiRate: 0.02 }));
    expect(annualByLine(assigned)).toHaveProperty(['WA_EMPLOYMENT_ADMINISTRATION/employer'], 15.64);
  });
});
