/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { TAX_YEARS } from '@/lib/tax/data';
import { overtimeRule, thresholdsAt } from '@/lib/tax/overtime/rule';
import { wageBasis } from '@/lib/tax/payBasis';
import { baseInput } from '../support';

const DATA = TAX_YEARS[2026];
const NV = DATA.states.NV;
const liveOut = { liveIn: false, personalAttendant: false };

/** A Nevada live-out week: `hours` over `days` days at `amount` per `per`. */
function nevadaWeek(amountCents: number, per: 'hour' | 'week', hours: number, days: number) {
  const rule = overtimeRule(DATA.federal, NV, 'NV', liveOut);
  return wageBasis(amountCents, per, hours, 52, rule, days);
}

describe('Nevada overtime (NRS 608.018)', () => {
  it('stops the daily limit at 1.5 × the $12.00 minimum wage', () => {
    const rule = overtimeRule(DATA.federal, NV, 'NV', liveOut);
    expect(rule.fromRate?.rate).toBe(18);
    expect(thresholdsAt(rule, 17.99)).toMatchObject({ daily: 8, weekly: 40 });
    expect(thresholdsAt(rule, 18)).toEqual({ weekly: 40 });
  });

  it('pays daily overtime after 8 hours below $18 an hour', () => {
    // 45 h over 4 days = 11.25 h a day: 3.25 daily overtime hours × 4 = 13; 32 straight < 40.
    // $15 × (45 + 0.5 × 13) = $772.50 a week.
    const basis = nevadaWeek(1500, 'hour', 45, 4);
    expect(basis.overtimeHours).toBe(13);
    expect(basis.annualCents).toBe(77_250 * 52);
  });

  it('pays only weekly overtime from $18 an hour', () => {
    // 45 − 40 = 5 overtime hours: $18 × (45 + 2.5) = $855 a week.
    const basis = nevadaWeek(1800, 'hour', 45, 4);
    expect(basis.overtimeHours).toBe(5);
    expect(basis.annualCents).toBe(85_500 * 52);
    expect(nevadaWeek(1799, 'hour', 45, 4).overtimeHours).toBe(13);
  });

  it('tests a salary by the regular rate it implies', () => {
    // $700 a week ÷ (45 + 0.5 × 13) = $13.59 an hour: under $18, so the daily hours count.
    expect(nevadaWeek(70_000, 'week', 45, 4).overtimeHours).toBe(13);
    // $1,000 ÷ 51.5 = $19.42, at or above $18: weekly only, $1,000 ÷ 47.5 = $21.05.
    const high = nevadaWeek(100_000, 'week', 45, 4);
    expect(high.overtimeHours).toBe(5);
    expect(high.regularRate).toBeCloseTo(21.05, 2);
  });

  it('owes no daily overtime for 8-hour days', () => {
    expect(nevadaWeek(1500, 'hour', 40, 5).overtimeHours).toBe(0);
  });

  it('keeps the FLSA live-in exemption for a live-in', () => {
    const rule = overtimeRule(DATA.federal, NV, 'NV', { liveIn: true, personalAttendant: false });
    expect(rule.thresholds).toEqual({});
    expect(rule.fromRate).toBeNull();
  });

  it('says in the warning that the daily rule depends on the rate', () => {
    const result = calculateNannyTax(
      baseInput({
        state: 'NV',
        pay: { amount: 15, per: 'hour', type: 'gross' },
        hoursPerWeek: 45,
        daysPerWeek: 4,
      }),
    );
    expect(result.annual.grossWages).toBe(40_170);
    const overtime = result.warnings.find((w) => w.code === 'OVERTIME_APPLIED');
    expect(overtime?.message).toContain('8 hours a day');
    expect(overtime?.message).toContain('under $18.00');
  });

  it('solves net-to-gross across the $18 step without failing', () => {
    const result = calculateNannyTax(
      baseInput({
        state: 'NV',
        pay: { amount: 800, per: 'week', type: 'net' },
        hoursPerWeek: 45,
        daysPerWeek: 4,
      }),
    );
    expect(result.annual.netPay / 52).toBeGreaterThanOrEqual(800);
  });
});
