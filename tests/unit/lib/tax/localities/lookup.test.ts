/** @jest-environment node */
import { entersRate, findLocality, localitiesIn, rateLookupOf } from '@/lib/tax/localities/lookup';

describe('rateLookupOf', () => {
  it('gives where to look up an entered rate, in the tax data’s words', () => {
    const ohio = findLocality('OH-MUNI');
    expect(ohio && rateLookupOf(ohio)).toMatch(/^Ohio municipal/);
  });

  it('has a lookup exactly for the places whose rate the family enters', () => {
    for (const locality of localitiesIn()) {
      expect(rateLookupOf(locality) !== undefined).toBe(entersRate(locality));
    }
    expect(localitiesIn().some(entersRate)).toBe(true);
  });
});
