/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { LATEST_TAX_YEAR, SUPPORTED_TAX_YEARS, isTaxYear } from '@/lib/tax/taxYear';
import { US_STATES } from '@/lib/tax/states';

const AS_OF = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** Every `{ value, source, asOf }` object under `node`, with its path. */
function figures(node: unknown, path: string): { path: string; figure: Record<string, unknown> }[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => figures(child, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  if ('value' in record && ('source' in record || 'asOf' in record))
    return [{ path, figure: record }];
  return Object.entries(record).flatMap(([key, child]) => figures(child, `${path}.${key}`));
}

describe('TAX_YEARS', () => {
  it('registers 2026 and 2027, with 2026 the latest published year', () => {
    expect(SUPPORTED_TAX_YEARS).toEqual([2026, 2027]);
    expect(LATEST_TAX_YEAR).toBe(2026);
    expect(isTaxYear(2027)).toBe(true);
    expect(isTaxYear(2025)).toBe(false);
    expect(isTaxYear(2028)).toBe(false);
  });

  describe.each(SUPPORTED_TAX_YEARS)('%s', (year) => {
    const data = TAX_YEARS[year];

    it('has all 51 jurisdictions and nothing else', () => {
      expect(Object.keys(data.states).sort()).toEqual(US_STATES.map((s) => s.code).sort());
    });

    it.each(US_STATES.map((s) => s.code))('%s has every required figure', (code) => {
      const state = data.states[code];
      const required = [
        state.unemployment.wageBase,
        state.unemployment.newEmployerRate,
        state.unemployment.quarterlyTrigger,
        state.incomeTax,
        state.minimumWage,
      ];
      for (const figure of required) {
        expect(figure.source.trim().length).toBeGreaterThan(10);
        expect(figure.asOf).toMatch(AS_OF);
      }
      expect(state.unemployment.newEmployerRate.value).toBeGreaterThanOrEqual(0);
      expect(state.unemployment.newEmployerRate.value).toBeLessThan(0.2);
      expect(state.unemployment.wageBase.value).toBeGreaterThanOrEqual(7_000);
      expect(state.minimumWage.value).toBeGreaterThanOrEqual(7.25);
    });

    it('gives every figure anywhere a source and an as-of date', () => {
      const all = figures(data, String(year));
      expect(all.length).toBeGreaterThan(300);
      for (const { path, figure } of all) {
        expect([
          path,
          typeof figure.source === 'string' && figure.source.trim().length > 10,
        ]).toEqual([path, true]);
        expect([path, figure.asOf]).toEqual([path, expect.stringMatching(AS_OF)]);
      }
    });

    it('gives every program a stable upper-case code and a rate under 2%', () => {
      for (const state of Object.values(data.states)) {
        for (const program of state.programs) {
          expect(program.code).toMatch(/^[A-Z]{2}_[A-Z_]+$/);
          expect(program.rate.value).toBeGreaterThan(0);
          expect(program.rate.value).toBeLessThan(0.02);
        }
      }
    });

    it('keeps each Pub 15-T table consistent: each base is the one before plus its band', () => {
      for (const tables of [
        data.federal.withholding.standardTables.value,
        data.federal.withholding.step2Tables.value,
      ]) {
        for (const rows of Object.values(tables)) {
          for (let i = 1; i < rows.length - 1; i += 1) {
            const prev = rows[i]!;
            const next = rows[i + 1]!;
            // Within 1 dollar: the IRS rounds some Step 2 bounds and bases to whole dollars.
            expect(
              Math.abs(prev.base + prev.rate * (next.over - prev.over) - next.base),
            ).toBeLessThan(1);
          }
        }
      }
    });
  });
});
