/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { walkFigures } from '@/lib/tax/methods/figureWalk';
import { agency } from './fixtures';

describe('walkFigures', () => {
  it('finds every figure with its path, list entries keyed by code and named in the trail', () => {
    const placed = walkFigures({
      federal: { wageBase: agency(184500) },
      programs: [{ code: 'OR_PAID_LEAVE', label: 'Paid Leave Oregon', rate: agency(0.01) }],
      list: [agency(1), agency(2)],
    });
    expect(placed.map((p) => p.path)).toEqual([
      '.federal.wageBase',
      '.programs[OR_PAID_LEAVE].rate',
      '.list[0]',
      '.list[1]',
    ]);
    expect(placed[1]?.trail).toEqual(['programs', 'Paid Leave Oregon', 'rate']);
  });

  it('numbers a repeated code (each payer’s share) and leaves out a year’s notices', () => {
    const placed = walkFigures({
      programs: [
        { code: 'DE_PAID_LEAVE', rate: agency(0.008) },
        { code: 'DE_PAID_LEAVE', rate: agency(0.0032) },
      ],
      notices: [agency('A program starts next year.')],
    });
    expect(placed.map((p) => p.path)).toEqual([
      '.programs[DE_PAID_LEAVE].rate',
      '.programs[DE_PAID_LEAVE#2].rate',
    ]);
  });

  it.each(Object.entries(TAX_YEARS))('gives each figure of %s its own path', (_year, data) => {
    const paths = walkFigures(data).map((p) => p.path);
    expect(paths.length).toBeGreaterThan(500);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
