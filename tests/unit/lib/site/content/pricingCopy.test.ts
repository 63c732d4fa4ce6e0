import type { SitePrices } from '@/lib/platform/config/siteConfig';
import {
  homePriceCopy,
  lowestShownPrice,
  monthlyFromText,
  pricingCopy,
} from '@/lib/site/content/pricingCopy';

const NONE: SitePrices = {
  monthlyFrom: null,
  tiers: { essentials: null, complete: null, premier: null },
};
const SINGLE: SitePrices = { ...NONE, monthlyFrom: 59 };
const TIERS: SitePrices = {
  monthlyFrom: 59,
  tiers: { essentials: 39, complete: 79, premier: 1290 },
};

/** Words that promise a figure or a choice the page may not show. */
const PROMISES = /transparent|compare|plans?\b/i;

describe('monthlyFromText', () => {
  it.each([
    [null, null],
    [59, 'From $59 a month'],
    [1290, 'From $1,290 a month'],
  ])('writes %p as %p', (usd, text) => {
    expect(monthlyFromText(usd)).toBe(text);
  });
});

describe('lowestShownPrice', () => {
  it.each([
    [NONE, false, null],
    [NONE, true, null],
    [SINGLE, false, 59],
    // The single plan's price is not on show while the tiers are.
    [SINGLE, true, null],
    [TIERS, true, 39],
    [{ ...NONE, tiers: { essentials: null, complete: 79, premier: null } }, true, 79],
  ])('of %j with tiers %p is %p', (prices, threeTier, lowest) => {
    expect(lowestShownPrice(prices, threeTier)).toBe(lowest);
  });
});

describe('pricingCopy', () => {
  it('promises no figure, no transparency and no plans when no price is published', () => {
    const copy = pricingCopy(NONE, false);
    expect(copy.fromPrice).toBeNull();
    expect([copy.includedHeading, copy.heading, copy.intro].join(' ')).not.toMatch(PROMISES);
    expect(copy.intro).toMatch(/free consultation/);
  });

  it('shows the single plan’s "from" price when it is set', () => {
    const copy = pricingCopy(SINGLE, false);
    expect(copy.fromPrice).toBe('From $59 a month');
    expect([copy.includedHeading, copy.heading, copy.intro].join(' ')).not.toMatch(PROMISES);
  });

  it('gives each tier its own price under the three-tier test, and no single price', () => {
    const copy = pricingCopy(TIERS, true);
    expect(copy.fromPrice).toBeNull();
    expect(copy.includedHeading).toBe('Included in every plan');
    expect(copy.tiers.map((tier) => [tier.id, tier.price])).toEqual([
      ['essentials', 'From $39 a month'],
      ['complete', 'From $79 a month'],
      ['premier', 'From $1,290 a month'],
    ]);
  });

  it('leaves a tier without a published price without a figure', () => {
    expect(pricingCopy(NONE, true).tiers.every((tier) => tier.price === null)).toBe(true);
  });
});

describe('homePriceCopy', () => {
  it.each([
    [NONE, false, 'How pricing works', null],
    [SINGLE, false, 'See pricing', '$59 a month'],
    [TIERS, true, 'Compare plans and pricing', '$39 a month'],
  ])('for %j (tiers %p) links "%s" and states %p', (prices, threeTier, link, figure) => {
    const copy = homePriceCopy(prices, threeTier);
    expect(copy.link).toBe(link);
    if (figure === null) expect(copy.intro).not.toMatch(/\$/);
    else expect(copy.intro).toContain(figure);
  });
});

describe('homePriceCopy in Spanish', () => {
  it.each([
    [NONE, false, 'Cómo funcionan los precios', null],
    [SINGLE, false, 'Ver precios', 'desde $59 al mes'],
    [TIERS, true, 'Comparar planes y precios', 'desde $39 al mes'],
  ])('for %j (tiers %p) links "%s" and states %p', (prices, threeTier, link, figure) => {
    const copy = homePriceCopy(prices, threeTier, 'es');
    expect(copy.link).toBe(link);
    expect(copy.intro).toMatch(/consulta gratuita/);
    if (figure === null) expect(copy.intro).not.toMatch(/\$/);
    else expect(copy.intro).toContain(figure);
  });
});

describe('pricingCopy in Spanish', () => {
  it('quotes in the consultation when no price is published', () => {
    const copy = pricingCopy(NONE, false, 'es');
    expect(copy.heading).toBe('Cuánto cuesta');
    expect(copy.includedHeading).toBe('Qué incluye');
    expect(copy.fromPrice).toBeNull();
    expect(copy.intro).not.toMatch(/\$/);
  });

  it('states the published price the way es-US writes dollars', () => {
    expect(pricingCopy(SINGLE, false, 'es').fromPrice).toBe('Desde $59 al mes');
    expect(monthlyFromText(1234, 'es')).toBe('Desde $1,234 al mes');
  });

  it('names the tiers in Spanish, in the English order and ids', () => {
    const copy = pricingCopy(TIERS, true, 'es');
    expect(copy.heading).toBe('Elija el nivel de ayuda que necesita');
    expect(copy.includedHeading).toBe('Incluido en todos los planes');
    expect(copy.tiers.map((tier) => tier.id)).toEqual(
      pricingCopy(TIERS, true).tiers.map((tier) => tier.id),
    );
    expect(copy.tiers.map((tier) => tier.name)).toEqual(['Básico', 'Completo', 'Superior']);
    expect(copy.tiers.some((tier) => tier.price?.startsWith('Desde $'))).toBe(true);
  });
});
