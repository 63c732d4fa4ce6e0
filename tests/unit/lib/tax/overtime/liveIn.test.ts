/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { baseInput } from '../support';

/*
 * Live-in overtime where a state differs from the FLSA's live-in exemption, read through the
 * calculator's result (docs/tax-data.md#live-in-overtime). $20 an hour, 50 hours a week, 52 weeks.
 */
const FIFTY = { pay: { amount: 20, per: 'hour', type: 'gross' }, hoursPerWeek: 50 } as const;

function run(overrides: Partial<NannyTaxInput>) {
  return calculateNannyTax(baseInput({ ...FIFTY, ...overrides }));
}

function message(overrides: Partial<NannyTaxInput>, code: string): string {
  const found = run(overrides).warnings.find((w) => w.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found.message;
}

describe('live-in overtime', () => {
  it.each<[string, Partial<NannyTaxInput>, number]>([
    // IL live-in: 40 + 1.5 × 10 = 55 paid hours × $20 = $1,100 a week.
    ['Illinois live-in after 40 hours', { state: 'IL', liveIn: true }, 1100],
    // MN live-in: 48 + 1.5 × 2 = 51 × $20 = $1,020.
    ['Minnesota live-in after 48 hours', { state: 'MN', liveIn: true }, 1020],
    // MN live-out keeps the FLSA's 40: 55 × $20 = $1,100.
    ['Minnesota live-out after 40 hours', { state: 'MN', liveIn: false }, 1100],
    // NV live-in stays on the FLSA exemption: 50 × $20 = $1,000.
    ['Nevada live-in without overtime', { state: 'NV', liveIn: true }, 1000],
  ])('%s', (_name, overrides, weekly) => {
    expect(run(overrides).annual.grossWages).toBe(weekly * 52);
  });

  it('explains Illinois’s overtime and the meal, rest and sleep periods it lets you leave out', () => {
    const text = message({ state: 'IL', liveIn: true }, 'OVERTIME_APPLIED');
    expect(text).toContain('10 hours a week above 40');
    expect(text).toContain('820 ILCS 105/4a');
    expect(text).toContain('meal periods of at least 20 minutes');
    expect(text).toContain('sleep of up to 8 hours when at least 5 hours are uninterrupted');
  });

  it('explains Minnesota’s 48 hours and the 24-hour-duty exclusions for a live-in', () => {
    const text = message({ state: 'MN', liveIn: true }, 'OVERTIME_APPLIED');
    expect(text).toContain('2 hours a week above 48');
    expect(text).toContain('Minn. R. 5200.0121');
    expect(text).toContain('up to 8 hours of sleep');
  });

  it('adds no live-in notice for a Minnesota live-out', () => {
    expect(message({ state: 'MN', liveIn: false }, 'OVERTIME_APPLIED')).not.toContain('Minn.');
  });

  it('says Nevada’s live-in rule is unconfirmed and the federal exemption is used', () => {
    const text = message({ state: 'NV', liveIn: true }, 'LIVE_IN_NO_OVERTIME');
    expect(text).toContain('FLSA §13(b)(21)');
    expect(text).toContain('unconfirmed');
    expect(text).toContain('NRS 608.215');
  });

  it('adds the notice when a salary must cover the overtime (Illinois)', () => {
    const salary: Partial<NannyTaxInput> = {
      state: 'IL',
      liveIn: true,
      pay: { amount: 1100, per: 'week', type: 'gross' },
    };
    const text = message(salary, 'SALARY_MUST_COVER_OVERTIME');
    expect(text).toContain('$20.00 an hour for 40 hours plus 10 overtime hours');
    expect(text).toContain('56 Ill. Adm. Code 210');
  });

  it('leaves a Texas live-in’s exemption warning as it was', () => {
    expect(message({ liveIn: true }, 'LIVE_IN_NO_OVERTIME')).not.toMatch(/Illinois|Nevada/);
  });
});
