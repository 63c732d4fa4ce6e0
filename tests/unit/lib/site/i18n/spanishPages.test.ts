import { PAGE_KEYS } from '@/lib/site/seo/pageLinks';
import { hasSpanishTwin, hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';

describe('Spanish twins', () => {
  it('knows which pages have one', () => {
    expect(hasSpanishTwin('caregivers')).toBe(true);
    expect(hasSpanishTwin('notFound')).toBe(true);
    expect(hasSpanishTwin('home')).toBe(true);
    expect(hasSpanishTwin('nannyTaxCalculator')).toBe(true);
    expect(hasSpanishTwin('referral')).toBe(true);
    expect(hasSpanishTwin('nannyShareCalculator')).toBe(true);
    expect(hasSpanishTwin('nannyOfferSheet')).toBe(true);
    // Every page of the catalogue has its twin now.
    expect(PAGE_KEYS.filter((key) => !hasSpanishTwin(key))).toEqual([]);
  });

  it('sends a Spanish reader to the twin', () => {
    expect(pagePathFor('caregivers', 'es')).toBe('/es/caregivers');
    expect(pagePathFor('caregivers', 'en')).toBe('/caregivers');
    expect(pagePathFor('home', 'es')).toBe('/es');
    expect(pagePathFor('nannyTaxCalculator', 'es')).toBe('/es/nanny-tax-calculator');
    expect(pagePathFor('referral', 'es')).toBe('/es/referral');
    expect(pagePathFor('nannyShareCalculator', 'es')).toBe('/es/nanny-share-calculator');
    expect(pagePathFor('nannyOfferSheet', 'es')).toBe('/es/nanny-offer-sheet');
  });

  it.each([
    ['nannyOfferSheet', 'es', undefined],
    ['nannyShareCalculator', 'es', undefined],
    ['caregivers', 'es', undefined],
    ['nannyShareCalculator', 'en', undefined],
    ['home', 'en', undefined],
  ] as const)('marks a link to %s from a %s page with hreflang %s', (key, locale, expected) => {
    expect(hrefLangFor(key, locale)).toBe(expected);
  });
});
