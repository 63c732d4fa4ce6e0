/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { STATE_CODES } from '@/lib/tax/states';
import { baseInput, line } from './support';

const codes = (result: NannyTaxResult) => result.warnings.map((w) => w.code);
const messageOf = (result: NannyTaxResult, code: string) =>
  result.warnings.find((w) => w.code === code)?.message ?? '';
const on = (payDate: string, overrides: Partial<NannyTaxInput>) =>
  calculateNannyTax(baseInput({ ...overrides, payDate }));

describe('minimum wages that change inside the year', () => {
  it.each([
    ['FL', 14.5, '2026-09-29', '2026-09-30', '$14.00 to Sep 29, $15.00 from Sep 30'],
    ['AK', 13.5, '2026-06-30', '2026-07-01', '$13.00 to Jun 30, $14.00 from Jul 1'],
  ] as const)(
    '%s: $%s an hour is legal on %s and below the minimum from %s',
    (state, rate, before, from, through) => {
      const input = { state, pay: { amount: rate, per: 'hour', type: 'gross' } } as const;
      expect(codes(on(before, input))).not.toContain('BELOW_STATE_MINIMUM_WAGE');
      const after = on(from, input);
      expect(codes(after)).toContain('BELOW_STATE_MINIMUM_WAGE');
      expect(messageOf(after, 'BELOW_STATE_MINIMUM_WAGE')).toContain(through);
    },
  );

  it('St. Paul’s micro-employer rate rises on July 1', () => {
    const input = {
      state: 'MN',
      locality: 'MN-ST-PAUL',
      pay: { amount: 14, per: 'hour', type: 'gross' },
    } as const;
    expect(codes(on('2026-06-30', input))).not.toContain('BELOW_LOCAL_MINIMUM_WAGE');
    const after = on('2026-07-01', input);
    expect(codes(after)).toContain('BELOW_LOCAL_MINIMUM_WAGE');
    expect(messageOf(after, 'BELOW_LOCAL_MINIMUM_WAGE')).toContain(
      '$13.25 to Jun 30, $14.25 from Jul 1',
    );
  });
});

describe('Philadelphia’s Wage Tax from July 1', () => {
  const philly = {
    state: 'PA',
    locality: 'PA-PHILADELPHIA',
    livesInLocality: true,
    stateWithholding: true,
    pay: { amount: 1000, per: 'week', type: 'gross' },
  } as const;

  it('withholds each paycheck at the rate on its pay date', () => {
    // $1,000 a week: 3.74% = $37.40, 3.735% = $37.35.
    expect(line(on('2026-06-30', philly), 'LOCAL_INCOME_TAX')).toMatchObject({
      perPaycheck: 37.4,
      rate: 0.0374,
    });
    expect(line(on('2026-07-01', philly), 'LOCAL_INCOME_TAX')).toMatchObject({
      perPaycheck: 37.35,
      rate: 0.03735,
    });
  });

  it('adds up the year by pay date, and the year view places each rate in its quarters', () => {
    const result = on('2026-03-06', philly);
    // 26 Fridays to Jun 26 at $37.40, 26 from Jul 3 at $37.35.
    expect(line(result, 'LOCAL_INCOME_TAX').annual).toBe(1943.5);
    const [q1, , q3] = result.yearView.quarters;
    // Every other line falls evenly on the 13 weeks of each quarter: only the rate differs.
    expect(Math.round(((q1?.employeeTaxes ?? 0) - (q3?.employeeTaxes ?? 0)) * 100)).toBe(65);
  });
});

describe('Georgia’s withholding in the year view', () => {
  it('puts the January rate in the first quarter and the May 11 rate in the third', () => {
    const result = on('2026-08-07', { state: 'GA', stateWithholding: true });
    const [q1, , q3] = result.yearView.quarters;
    // 13 paychecks a quarter, $36.22 before May 11 and $35.51 after: 13 × $0.71 = $9.23.
    expect(Math.round(((q1?.employeeTaxes ?? 0) - (q3?.employeeTaxes ?? 0)) * 100)).toBe(923);
    const sum = result.yearView.quarters.reduce((t, q) => t + q.employeeTaxes, 0);
    expect(Math.round(sum * 100)).toBe(Math.round(result.annual.employeeTaxes * 100));
  });
});

/** The ISO date `day` days after January 1 of `year` (2026 unless said). */
function dayOf2026(day: number, year = 2026): string {
  return new Date(Date.UTC(year, 0, 1 + day)).toISOString().slice(0, 10);
}

/** Per-period rate changes the 2026 data knows, by what the request names: [date, rate change]. */
const RATE_CHANGES: Record<string, readonly [string, number][]> = {
  GA: [['2026-05-11', 0.001]],
  'PA-PHILADELPHIA': [['2026-07-01', 0.00005]],
};

describe('every pay date of 2026 (property)', () => {
  it('answers for every state, and a day moves take-home only by a rate that changed that day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATE_CODES),
        fc.integer({ min: 0, max: 363 }),
        fc.integer({ min: 800, max: 6000 }),
        fc.boolean(),
        (state, day, cents, philly) => {
          const withLocality = philly && state === 'PA';
          const input: Partial<NannyTaxInput> = {
            state,
            stateWithholding: true,
            pay: { amount: cents / 100, per: 'hour', type: 'gross' },
            ...(withLocality ? { locality: 'PA-PHILADELPHIA' } : {}),
          };
          const [today, tomorrow] = [dayOf2026(day), dayOf2026(day + 1)];
          const a = on(today, input);
          const b = on(tomorrow, input);
          expect([a.payDate, b.payDate, a.taxYear]).toEqual([today, tomorrow, 2026]);
          expect(Number.isFinite(a.perPaycheck.netPay)).toBe(true);
          // The year does not depend on which pay date asks.
          expect(b.annual).toEqual(a.annual);
          const key = withLocality ? 'PA-PHILADELPHIA' : state;
          const change = (RATE_CHANGES[key] ?? []).find(([date]) => date === tomorrow)?.[1] ?? 0;
          const wagesPerPaycheck = a.perPaycheck.grossWages;
          const moved = Math.abs(b.perPaycheck.netPay - a.perPaycheck.netPay);
          // A cent of rounding on each side of the changed rate × the paycheck's wages.
          expect(moved).toBeLessThanOrEqual(wagesPerPaycheck * change + 0.02);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('every day of 2026 for every state', () => {
  it('gives an answer whose paycheck is at most its pay', () => {
    const days = Array.from({ length: 365 }, (_, day) => dayOf2026(day));
    for (const state of STATE_CODES) {
      for (const payDate of days) {
        const result = on(payDate, { state, stateWithholding: true });
        expect([
          state,
          payDate,
          result.perPaycheck.netPay <= result.perPaycheck.grossWages,
        ]).toEqual([state, payDate, true]);
      }
    }
  });
});

describe('every day of 2027 for every state', () => {
  it('answers with the 2027 figures, says they are preliminary, and pays at most the pay', () => {
    const days = Array.from({ length: 365 }, (_, day) => dayOf2026(day, 2027));
    for (const state of STATE_CODES) {
      for (const payDate of days) {
        const result = on(payDate, { state, stateWithholding: true, taxYear: 2027 });
        expect([
          state,
          payDate,
          result.taxYear,
          result.preliminary,
          result.perPaycheck.netPay <= result.perPaycheck.grossWages,
        ]).toEqual([state, payDate, 2027, true, true]);
      }
    }
  });
});
