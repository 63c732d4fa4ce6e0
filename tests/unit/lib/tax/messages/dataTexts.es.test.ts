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

  it('leaves a text it does not know in English', () => {
    expect(dataTextEs('A note added tomorrow.')).toBe('A note added tomorrow.');
  });
});
