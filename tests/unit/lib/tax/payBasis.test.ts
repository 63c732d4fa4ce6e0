/** @jest-environment node */
import { FEDERAL_2026 } from '@/lib/tax/data/2026/federal';
import { STATES_2026 } from '@/lib/tax/data/2026/states';
import { overtimeRule, unitsPerYear, wageBasis } from '@/lib/tax/payBasis';
import { type StateCode } from '@/lib/tax/states';

const rule = (state: StateCode, liveIn: boolean, personalAttendant = true) =>
  overtimeRule(FEDERAL_2026, STATES_2026[state], state, { liveIn, personalAttendant });

describe('overtimeRule', () => {
  it.each([
    ['TX', false, 40],
    ['TX', true, null],
    ['NY', false, 40],
    ['NY', true, 44],
    ['CA', false, 40],
    ['CA', true, 45],
    ['OR', false, 40],
    ['OR', true, 44],
    ['MA', true, 40],
    ['CO', true, null],
  ] as const)('%s live-in=%s starts overtime after %s hours', (state, liveIn, hours) => {
    expect(rule(state, liveIn).afterHours).toBe(hours);
  });
});

describe('wageBasis', () => {
  it('pays 1.5× for hours over 40 (hourly)', () => {
    // $18.50 × 40 + $27.75 × 5 = 740 + 138.75 = 878.75 a week × 50 weeks = 43,937.50
    const basis = wageBasis(1850, 'hour', 45, 50, rule('TX', false));
    expect(basis).toMatchObject({
      annualCents: 4_393_750,
      overtimeHours: 5,
      paidHourEquivalents: 47.5,
      regularRate: 18.5,
    });
  });

  it('rounds the weekly gross to the cent before multiplying by weeks', () => {
    // $17.33 × 37.5 h = 649.875 → 649.88 a week × 52 = 33,793.76
    expect(wageBasis(1733, 'hour', 37.5, 52, rule('TX', false)).annualCents).toBe(3_379_376);
  });

  it('implies a regular rate for a salary that must cover overtime', () => {
    // $1,000 a week for 50 h: rate × (40 + 1.5 × 10) = 1,000 → 18.1818…
    const basis = wageBasis(100_000, 'week', 50, 52, rule('TX', false));
    expect(basis.salaried).toBe(true);
    expect(basis.regularRate).toBeCloseTo(18.1818, 4);
    expect(basis.annualCents).toBe(5_200_000);
  });

  it('counts straight-time-equivalent hours as units for an hourly rate', () => {
    const basis = wageBasis(2000, 'hour', 50, 52, rule('TX', false));
    expect(unitsPerYear('hour', basis)).toBe(55 * 52);
    expect(unitsPerYear('month', basis)).toBe(12);
    expect(unitsPerYear('week', basis)).toBe(52);
    expect(unitsPerYear('year', basis)).toBe(1);
  });
});
