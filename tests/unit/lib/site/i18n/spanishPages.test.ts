import { hasSpanishTwin, pagePathFor } from '@/lib/site/i18n/spanishPages';

describe('Spanish twins', () => {
  it('knows which pages have one', () => {
    expect(hasSpanishTwin('caregivers')).toBe(true);
    expect(hasSpanishTwin('notFound')).toBe(true);
    expect(hasSpanishTwin('nannyTaxCalculator')).toBe(false);
  });

  it('sends a Spanish reader to the twin, or to the English page where none exists', () => {
    expect(pagePathFor('caregivers', 'es')).toBe('/es/caregivers');
    expect(pagePathFor('caregivers', 'en')).toBe('/caregivers');
    expect(pagePathFor('productAndPricing', 'es')).toBe('/product-and-pricing');
  });
});
