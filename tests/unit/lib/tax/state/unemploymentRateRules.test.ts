/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { type StateCode } from '@/lib/tax/states';
import { baseInput, line, warningCodes } from '../support';

/*
 * New-employer rates that depend on the industry or the calendar quarter, read through the
 * calculator's result (docs/tax-data.md#industry-based-new-employer-rates,
 * docs/tax-data.md#quarter-dependent-rates).
 */
function result(state: StateCode, overrides: Partial<NannyTaxInput> = {}) {
  return calculateNannyTax(baseInput({ state, ...overrides }));
}

describe('industry-based new-employer rates', () => {
  it.each<[StateCode, string]>([
    ['WA', '115% of its industry’s average rate'],
    ['MN', '1% to 8.9% by industry'],
    ['LA', 'the average rate of its industrial classification'],
    ['UT', 'two-year average benefit ratio'],
    ['WY', 'four adjustment factors'],
    ['MT', 'ARM 24.40.1509'],
  ])('%s: warns that the 1.0%% rate is a placeholder for the notice’s', (state, rule) => {
    const found = result(state).warnings.find((w) => w.code === 'SUI_RATE_BY_INDUSTRY');
    expect(found?.message).toContain(rule);
    expect(found?.message).toContain('the 1% used here is a placeholder');
    expect(found?.message).toContain('Enter the rate on your');
    expect(found?.message).toContain('“Your state unemployment rate”');
  });

  it('says nothing once the family entered its rate', () => {
    expect(warningCodes(result('WA', { suiRate: 0.015 }))).not.toContain('SUI_RATE_BY_INDUSTRY');
  });

  it('says nothing when no state unemployment tax is owed', () => {
    const low = result('WA', { pay: { amount: 15, per: 'hour', type: 'gross' }, hoursPerWeek: 3 });
    expect(warningCodes(low)).not.toContain('SUI_RATE_BY_INDUSTRY');
  });

  it.each<StateCode>(['AK', 'NM', 'TX', 'NH'])(
    'does not warn in %s, which publishes a household or all-industry rate',
    (state) => {
      expect(warningCodes(result(state))).not.toContain('SUI_RATE_BY_INDUSTRY');
    },
  );
});

describe('New Hampshire’s rate by quarter', () => {
  // $20 × 20 h = $400 a week, $5,200 a quarter; the $14,000 base fills in Q3.
  const part = { pay: { amount: 20, per: 'hour', type: 'gross' }, hoursPerWeek: 20 } as const;

  it('charges 1.7% in Q1–Q2 and 2.7% after, quarter by quarter in the year view', () => {
    const nh = result('NH', part);
    // Q1 and Q2: 5,200 × 1.7% = 88.40; Q3: 3,600 × 2.7% = 97.20; Q4: nothing left to tax.
    expect(nh.yearView.quarters.map((q) => q.stateUnemployment)).toEqual([88.4, 88.4, 97.2, 0]);
    // 274.00 on $14,000: an effective 1.9571%; estimated, since Q3's reduction is unverified.
    expect(line(nh, 'SUI')).toMatchObject({
      taxableWages: 14_000,
      annual: 274,
      rate: 0.019571,
      estimated: true,
    });
  });

  it('stays at the confirmed 1.7% when the base fills in the first half', () => {
    // $52,000 a year: $13,000 in Q1 and the last $1,000 of the base in Q2.
    const nh = result('NH');
    expect(nh.yearView.quarters.map((q) => q.stateUnemployment)).toEqual([221, 17, 0, 0]);
    expect(line(nh, 'SUI')).toMatchObject({ rate: 0.017, annual: 238, estimated: false });
  });

  it('uses the family’s own rate flat across the quarters', () => {
    // 2% × 5,200, 5,200, 3,600.
    const nh = result('NH', { ...part, suiRate: 0.02 });
    expect(nh.yearView.quarters.map((q) => q.stateUnemployment)).toEqual([104, 104, 72, 0]);
    expect(line(nh, 'SUI')).toMatchObject({ rate: 0.02, annual: 280 });
  });
});
