/** @jest-environment node */
import { dataTextEs } from '@/lib/tax/messages/dataTexts.es';
import { DATA_TEXTS_ES } from '@/lib/tax/messages/dataTexts.es.table';
import { allSurfacedTexts } from './surfacedTexts';

describe('dataTextEs', () => {
  const texts = allSurfacedTexts();

  it('finds the data’s texts a warning can quote', () => {
    // Minimum-wage notes, program notices, local taxes: well over a hundred across the years.
    expect(texts.length).toBeGreaterThan(100);
  });

  it.each(texts)('has Spanish for %s', (english) => {
    expect(Object.hasOwn(DATA_TEXTS_ES, english)).toBe(true);
    expect(dataTextEs(english)).not.toBe(english);
  });

  it('keeps no Spanish for a text the data no longer has', () => {
    expect(Object.keys(DATA_TEXTS_ES).filter((key) => !texts.includes(key))).toEqual([]);
  });

  it('gives a minimum wage that changes in the year its note and its dates in Spanish', () => {
    expect(dataTextEs('Changes July 1, 2026. In 2026: $14.70 to Jun 30, $15.05 from Jul 1.')).toBe(
      'Cambia el 1 de julio de 2026. En 2026: $14.70 hasta el 30 de junio, $15.05 desde el 1 de julio.',
    );
    expect(dataTextEs('In 2026: $20.00 to Jun 30, $21.00 from Jul 1.')).toBe(
      'En 2026: $20.00 hasta el 30 de junio, $21.00 desde el 1 de julio.',
    );
  });

  it('leaves a text it does not know in English', () => {
    expect(dataTextEs('A note added tomorrow.')).toBe('A note added tomorrow.');
  });
});
