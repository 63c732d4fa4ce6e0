/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';

/** The reference year: every later year's folder must carry each figure it has. */
const REFERENCE = TAX_YEARS[2026];

/**
 * The path of every figure (`{ value, source, asOf }`) under `node`. List entries with a `code`
 * (localities, programs, surcharges) are keyed by it, so a path names the figure, not a position.
 */
function figurePaths(node: unknown, path: string): string[] {
  if (Array.isArray(node)) {
    return node.flatMap((child: unknown, i) => {
      const code =
        typeof child === 'object' && child !== null && 'code' in child ? String(child.code) : i;
      return figurePaths(child, `${path}[${code}]`);
    });
  }
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  if ('value' in record && ('source' in record || 'asOf' in record)) return [path];
  return Object.entries(record)
    .filter(([key]) => key !== 'notices') // a year's own messages, never carried into the next
    .flatMap(([key, child]) => figurePaths(child, `${path}.${key}`));
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
