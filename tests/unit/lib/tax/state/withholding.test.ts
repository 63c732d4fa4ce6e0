/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { periodWithholdingCents } from '@/lib/tax/state/withholding/methods';
import { STATE_CODES, type StateCode } from '@/lib/tax/states';
import { type PayFrequency } from '@/lib/tax/types';
import { type WithholdingCase } from '@/lib/tax/cases/withholdingCase';
import { CASES } from '@/lib/tax/cases/withholdingCases';

const DATA = TAX_YEARS[2026];
const PERIODS: Record<PayFrequency | 'annually', number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  annually: 1,
};

/** Per-period withholding in dollars for one case, straight from the 2026 data. */
function withhold(state: StateCode, c: WithholdingCase): number {
  const method = DATA.stateWithholding[state];
  if (!method) throw new Error(`no method for ${state}`);
  const periods = PERIODS[c.frequency];
  const cents = periodWithholdingCents(
    method.value,
    { filingStatus: c.status, allowances: c.allowances, additionalCents: 0 },
    {
      annualCents: Math.round(c.wages * 100) * periods,
      federalWithheldCents: Math.round((c.federal ?? 0) * 100) * periods,
      ficaCents: Math.round(c.wages * 100 * 0.0765) * periods,
      periods,
    },
  );
  return cents / 100;
}

describe('state withholding methods (2026)', () => {
  it.each(CASES.map(([state, c]) => [state, c.doc, c] as const))('%s: %s', (state, _, c) => {
    const got = withhold(state, c);
    expect(Math.abs(got - c.expected)).toBeLessThanOrEqual((c.tolerance ?? 0) / 100 + 1e-9);
  });

  it('has a worked case for every state with a sourced method', () => {
    const covered = new Set(CASES.map(([state]) => state));
    const sourced = STATE_CODES.filter((code) => DATA.stateWithholding[code] !== undefined);
    expect(sourced.filter((code) => !covered.has(code))).toEqual([]);
  });

  it('has a method for every state with a wage income tax, and none elsewhere', () => {
    const taxed = STATE_CODES.filter((code) => DATA.states[code].incomeTax.value.kind !== 'none');
    const missing = taxed.filter((code) => DATA.stateWithholding[code] === undefined);
    expect(missing).toEqual([]);
    const untaxed = STATE_CODES.filter((code) => DATA.states[code].incomeTax.value.kind === 'none');
    expect(untaxed.filter((code) => DATA.stateWithholding[code] !== undefined)).toEqual([]);
  });

  it('has rows whose printed bases chain from the rows below (catches transcription slips)', () => {
    // NY's statutory bases drift up to $4.30 from exact chaining (NYS-50-T-NYS prints them so).
    for (const code of STATE_CODES) {
      const method = DATA.stateWithholding[code]?.value;
      const tables =
        method?.kind === 'brackets'
          ? Object.values(method.rows)
          : method?.kind === 'phasedTax'
            ? Object.values(method.columns).map((column) => column.rows)
            : [];
      for (const rows of tables) {
        rows.forEach((row, i) => {
          const below = rows[i - 1];
          if (!below) return;
          const chained = below.base + below.rate * (row.over - below.over);
          // Arkansas's printed transition ladder adds $10 at each $100 row by design.
          const jump = code === 'AR' && below.over > 94_700 ? 10 : 0;
          expect([code, row.over, Math.abs(row.base - chained - jump) <= 5]).toEqual([
            code,
            row.over,
            true,
          ]);
          expect([code, row.over, row.over > below.over]).toEqual([code, row.over, true]);
        });
      }
    }
  });

  it('gives every method a source, an as-of date and an estimated flag where it is not 2026', () => {
    for (const code of STATE_CODES) {
      const figure = DATA.stateWithholding[code];
      if (!figure) continue;
      expect(figure.source).toMatch(/https?:\/\//);
      expect(figure.asOf).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      if (figure.asOf < '2026') expect([code, figure.estimated]).toEqual([code, true]);
    }
  });
});
