/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { walkFigures } from '@/lib/tax/methods/figureWalk';
import { jurisdictionName, jurisdictionOf } from '@/lib/tax/methods/jurisdiction';
import { smallYear } from './fixtures';

describe('jurisdictionOf', () => {
  const year = smallYear(2026);

  it.each([
    ['.states.FL.minimumWage', 'FL'],
    ['.stateWithholding.GA', 'GA'],
    ['.localIncomeTaxes.OH', 'OH'],
    ['.calendar.stateReturns.NY[0].dueDates[1]', 'NY'],
    ['.localities.list[FL-MIAMI].minimumWage.rate', 'FL'],
    ['.localities.marylandScheduleRates', 'MD'],
    ['.federal.socialSecurity.wageBase', 'federal'],
    ['.federal.futa.creditReductions.CA', 'federal'],
    ['.calendar.w2', 'federal'],
  ])('puts %s under %s', (path, expected) => {
    expect(jurisdictionOf(path, year)).toBe(expected);
  });

  it.each(Object.entries(TAX_YEARS))(
    'places every figure of %s outside the federal and calendar branches under a state',
    (_year, data) => {
      const unplaced = walkFigures(data)
        .map((p) => p.path)
        .filter((path) => !/^\.(federal|calendar)\./.test(path))
        .filter((path) => jurisdictionOf(path, data) === 'federal');
      expect(unplaced).toEqual([]);
    },
  );
});

describe('jurisdictionName', () => {
  it('names a state in the reader’s language, and federal the same in both', () => {
    expect(jurisdictionName('NY', 'en')).toBe('New York');
    expect(jurisdictionName('NY', 'es')).toBe('Nueva York');
    expect(jurisdictionName('TX', 'es')).toBe('Texas');
    expect(jurisdictionName('federal', 'es')).toBe('Federal');
  });
});
