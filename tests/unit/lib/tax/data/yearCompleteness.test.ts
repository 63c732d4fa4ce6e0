/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { walkFigures } from '@/lib/tax/methods/figureWalk';
import { SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';

/** The reference year: every later year's folder must carry each figure it has. */
const REFERENCE = TAX_YEARS[2026];

/** The path of every figure under `node` (the walker the methods page counts with). */
function figurePaths(node: unknown, path: string): string[] {
  return walkFigures(node, path).map((placed) => placed.path);
}

describe('each tax year folder', () => {
  const reference = new Set(figurePaths(REFERENCE, ''));

  it('finds the figures it compares (the reference year has hundreds)', () => {
    expect(reference.size).toBeGreaterThan(500);
    expect([...reference]).toEqual(
      expect.arrayContaining([
        '.localities.marylandScheduleRates',
        '.localities.list[WA-SEATTLE].minimumWage.rate',
        '.localities.list[PA-PHILADELPHIA].tax.resident',
        '.states.FL.minimumWage',
      ]),
    );
  });

  it.each(SUPPORTED_TAX_YEARS)('%s carries every figure the engine reads', (year) => {
    const paths = new Set(figurePaths(TAX_YEARS[year], ''));
    const missing = [...reference].filter((p) => !paths.has(p));
    expect(missing).toEqual([]);
    expect(TAX_YEARS[year].year).toBe(year);
  });

  it('reports a missing figure (the check is not vacuous)', () => {
    const { localities, ...withoutLocalities } = REFERENCE;
    const paths = new Set(figurePaths(withoutLocalities, ''));
    expect(localities.list.length).toBeGreaterThan(40);
    expect([...reference].filter((p) => !paths.has(p)).length).toBeGreaterThan(40);
  });
});
