/** @jest-environment node */
import { calculatorTextFor } from '@/lib/calculator/text/calculatorTextFor.server';
import { CALCULATOR_EN } from '@/lib/calculator/text/calculatorText.en';
import { entersRate, localitiesOf, rateLookupOf } from '@/lib/tax/localities/lookup';
import { dataTextEs } from '@/lib/tax/messages/dataTexts.es';
import { STATE_CODES } from '@/lib/tax/states';

const ENTERED_RATES = STATE_CODES.flatMap((state) => localitiesOf(state)).filter(entersRate);

describe('calculatorTextFor', () => {
  it('gives the English page its words, with the tax data’s own rate lookups', () => {
    expect(calculatorTextFor('en')).toBe(CALCULATOR_EN);
    expect(calculatorTextFor('en').locality.rateLookups).toEqual({});
  });

  it('gives the Spanish page where to look up every entered rate, in Spanish', () => {
    const { rateLookups } = calculatorTextFor('es').locality;
    expect(ENTERED_RATES.length).toBeGreaterThan(0);
    expect(Object.keys(rateLookups).sort()).toEqual(ENTERED_RATES.map((l) => l.code).sort());
    for (const locality of ENTERED_RATES) {
      const english = rateLookupOf(locality) ?? '';
      expect(rateLookups[locality.code]).toBe(dataTextEs(english));
      expect(rateLookups[locality.code]).not.toBe(english);
    }
  });
});
