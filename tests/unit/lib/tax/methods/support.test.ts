/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { walkFigures } from '@/lib/tax/methods/figureWalk';
import { isEstimated, supportByJurisdiction, supportLevel } from '@/lib/tax/methods/support';
import { US_STATES } from '@/lib/tax/states';
import { type CheckedOnTable } from '@/lib/tax/types';
import { agency, estimate, smallYear } from './fixtures';

describe('supportLevel', () => {
  it.each([
    [0, 10, 'full'],
    [1, 10, 'partial'],
    [5, 10, 'partial'],
    [6, 10, 'estimated'],
    [3, 3, 'estimated'],
  ])('calls %i estimated of %i figures %s', (estimated, figures, level) => {
    expect(supportLevel(estimated, figures)).toBe(level);
  });
});

describe('isEstimated', () => {
  it('counts a figure estimated for its own flag or one estimated dated value', () => {
    expect(isEstimated(agency(1))).toBe(false);
    expect(isEstimated(estimate(1))).toBe(true);
    expect(
      isEstimated({ ...agency(1), changes: [{ from: '2026-07-01', value: 2, estimated: true }] }),
    ).toBe(true);
  });
});

describe('supportByJurisdiction over a small year', () => {
  const next = smallYear(2027, {
    states: { FL: { minimumWage: { ...agency(15), carriedFrom: 2026 } } },
  });
  const rows = supportByJurisdiction(smallYear(2026), next);
  const row = (code: string) => rows.find((r) => r.jurisdiction === code);

  it('counts a state’s own figures and its cities’, and the federal ones apart', () => {
    expect(row('FL')).toEqual({
      jurisdiction: 'FL',
      name: 'Florida',
      level: 'partial',
      figures: 3,
      agencySourced: 2,
      estimated: 1,
      carriedNextYear: 1,
      latestAsOf: '2026-01-01',
      lastChecked: null,
    });
    expect(row('NH')).toMatchObject({ level: 'estimated', agencySourced: 1, estimated: 2 });
    expect(row('federal')).toMatchObject({ name: 'Federal', level: 'full', figures: 3 });
  });

  it('takes each row’s last-checked day from the year’s table', () => {
    const table = Object.fromEntries(
      ['federal', ...US_STATES.map((s) => s.code)].map((code) => [
        code,
        { on: code === 'FL' ? '2026-11-20' : '2026-11-27', what: 'rates' },
      ]),
    ) as CheckedOnTable;
    const checked = supportByJurisdiction(smallYear(2026), undefined, table);
    expect(checked.find((r) => r.jurisdiction === 'FL')?.lastChecked).toBe('2026-11-20');
    expect(checked.find((r) => r.jurisdiction === 'federal')?.lastChecked).toBe('2026-11-27');
  });

  it('leaves the carried count out without a next year', () => {
    expect(supportByJurisdiction(smallYear(2026))[0]?.carriedNextYear).toBeNull();
  });
});

describe('supportByJurisdiction over the real data', () => {
  const rows = supportByJurisdiction(TAX_YEARS[2026], TAX_YEARS[2027]);

  it('has federal, then each of the 51 jurisdictions once, in the state list’s order', () => {
    expect(rows.map((r) => r.jurisdiction)).toEqual(['federal', ...US_STATES.map((s) => s.code)]);
  });

  it('adds up: every figure of the year is counted once, as agency-sourced or estimated', () => {
    for (const r of rows) {
      expect(r.figures).toBeGreaterThan(0);
      expect(r.agencySourced + r.estimated).toBe(r.figures);
      expect(r.latestAsOf).toMatch(/^20\d\d/);
    }
    const total = rows.reduce((sum, r) => sum + r.figures, 0);
    expect(total).toBe(walkFigures(TAX_YEARS[2026]).length);
  });

  it('counts the figures 2027 still carries from 2026, fewer where a statute set a new one', () => {
    const carried = rows.reduce((sum, r) => sum + (r.carriedNextYear ?? 0), 0);
    const walked = walkFigures(TAX_YEARS[2027]).filter((p) => p.figure.carriedFrom !== undefined);
    expect(carried).toBe(walked.length);
    const michigan = rows.find((r) => r.jurisdiction === 'MI');
    expect(michigan?.carriedNextYear).toBeLessThan(michigan?.figures ?? 0);
  });
});
