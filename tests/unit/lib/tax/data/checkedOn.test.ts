/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { CHECKED_ON } from '@/lib/tax/data/checkedOn';
import { isIsoDate } from '@/lib/tax/isoDate';
import { supportByJurisdiction } from '@/lib/tax/methods/support';
import { US_STATES } from '@/lib/tax/states';
import { LATEST_TAX_YEAR, SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';

const TODAY = new Date().toISOString().slice(0, 10);

describe('CHECKED_ON', () => {
  it('has a table for the year the methods page counts', () => {
    expect(CHECKED_ON[LATEST_TAX_YEAR]).toBeDefined();
  });

  it('names federal and every jurisdiction, each with what was compared', () => {
    for (const table of Object.values(CHECKED_ON)) {
      expect(Object.keys(table).sort()).toEqual(
        ['federal', ...US_STATES.map((s) => s.code)].sort(),
      );
      for (const entry of Object.values(table)) expect(entry.what.trim()).not.toBe('');
    }
  });

  describe.each(SUPPORTED_TAX_YEARS.filter((year) => CHECKED_ON[year] !== undefined))(
    'for %i',
    (year) => {
      const table = CHECKED_ON[year]!;
      const rows = supportByJurisdiction(TAX_YEARS[year], undefined, table);

      it.each(rows.map((r) => [r.jurisdiction, r] as const))(
        '%s: a real day, not in the future, not before its sources’ newest date',
        (_code, row) => {
          const on = row.lastChecked ?? '';
          expect(isIsoDate(on)).toBe(true);
          expect(on <= TODAY).toBe(true);
          // asOf has the source's own precision (YYYY, YYYY-MM or YYYY-MM-DD): compare at it.
          expect(on.slice(0, row.latestAsOf.length) >= row.latestAsOf).toBe(true);
        },
      );
    },
  );
});
