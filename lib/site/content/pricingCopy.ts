import type { SitePrices } from '@/lib/platform/config/siteConfig';
import type { Locale } from '@/lib/site/i18n/locale';
import type { PricingTier } from './pricingContent';
import { PRICING_SECTIONS_TEXT } from './productAndPricingContent';

/**
 * The pricing copy for what is actually published (docs/site.md#prices): a figure where a price is
 * configured, and otherwise words that promise no figure, no "transparent" and nothing to compare.
 */
export interface PricingCopy {
  includedHeading: string;
  heading: string;
  intro: string;
  /** The single plan's "From $X a month", or null when no price is published. */
  fromPrice: string | null;
  /** The tiers with their "From $X a month" (null when that tier has no published price). */
  tiers: ReadonlyArray<PricingTier & { price: string | null }>;
}

/** The price words of a language; `{price}` is a published amount. */
interface PriceWords {
  /** No price published: the price is quoted in the consultation. */
  quote: string;
  /** A price published: the exact one is confirmed in the consultation. */
  confirm: string;
  monthlyFrom: string;
  includedInEveryPlan: string;
  included: string;
  chooseLevel: string;
  whatItCosts: string;
  /** The landing page's lead-in to its intro. */
  homeFrom: string;
  compare: string;
  how: string;
  see: string;
}

const PRICE_WORDS: Readonly<Record<Locale, PriceWords>> = {
  en: {
    quote:
      'Your monthly price depends on your state and pay schedule. We quote it during your free consultation, with no setup fee and no contract.',
    confirm:
      'The exact price depends on your state and pay schedule; we confirm it during your free consultation, with no setup fee and no contract.',
    monthlyFrom: 'From {price} a month',
    includedInEveryPlan: 'Included in every plan',
    included: 'What’s included',
    chooseLevel: 'Choose the level of help you need',
    whatItCosts: 'What it costs',
    homeFrom: 'Household payroll from {price} a month. ',
    compare: 'Compare plans and pricing',
    how: 'How pricing works',
    see: 'See pricing',
  },
  es: {
    quote:
      'Su precio mensual depende de su estado y de su calendario de pagos. Se lo damos en su consulta gratuita, sin cargo de inscripción y sin contrato.',
    confirm:
      'El precio exacto depende de su estado y de su calendario de pagos; se lo confirmamos en su consulta gratuita, sin cargo de inscripción y sin contrato.',
    monthlyFrom: 'Desde {price} al mes',
    includedInEveryPlan: 'Incluido en todos los planes',
    included: 'Qué incluye',
    chooseLevel: 'Elija el nivel de ayuda que necesita',
    whatItCosts: 'Cuánto cuesta',
    homeFrom: 'Nómina del hogar desde {price} al mes. ',
    compare: 'Comparar planes y precios',
    how: 'Cómo funcionan los precios',
    see: 'Ver precios',
  },
};

/** "$1,234" as the language writes U.S. dollars (es-US writes them as en-US does). */
const dollars = (usd: number, locale: Locale) => `$${usd.toLocaleString(`${locale}-US`)}`;

/** A phrase with its `{price}` filled, literally (no `$&` patterns). */
const withPrice = (phrase: string, usd: number, locale: Locale) =>
  phrase.replace('{price}', () => dollars(usd, locale));

/** "From $59 a month" ("Desde $59 al mes"), or null without a published price. */
export function monthlyFromText(usd: number | null, locale: Locale = 'en'): string | null {
  return usd === null ? null : withPrice(PRICE_WORDS[locale].monthlyFrom, usd, locale);
}

/** The lowest published price on show: the tiers' while the three-tier test runs, else the plan's. */
export function lowestShownPrice(prices: SitePrices, threeTier: boolean): number | null {
  if (!threeTier) return prices.monthlyFrom;
  const set = Object.values(prices.tiers).filter((usd): usd is number => usd !== null);
  return set.length === 0 ? null : Math.min(...set);
}

/** The pricing page's headings, intro and figures for the configured prices and the tier flag. */
export function pricingCopy(
  prices: SitePrices,
  threeTier: boolean,
  locale: Locale = 'en',
): PricingCopy {
  const words = PRICE_WORDS[locale];
  const tiers = PRICING_SECTIONS_TEXT[locale].tiers.map((tier) => ({
    ...tier,
    price: monthlyFromText(prices.tiers[tier.id], locale),
  }));
  const fromPrice = threeTier ? null : monthlyFromText(prices.monthlyFrom, locale);
  return {
    // Only the tiers are plans; a single service is simply "what's included".
    includedHeading: threeTier ? words.includedInEveryPlan : words.included,
    heading: threeTier ? words.chooseLevel : words.whatItCosts,
    intro: lowestShownPrice(prices, threeTier) === null ? words.quote : words.confirm,
    fromPrice,
    tiers,
  };
}

/** The landing page's price section: its intro and the link to the pricing page. */
export function homePriceCopy(
  prices: SitePrices,
  threeTier: boolean,
  locale: Locale = 'en',
): { intro: string; link: string } {
  const words = PRICE_WORDS[locale];
  const lowest = lowestShownPrice(prices, threeTier);
  const from = lowest === null ? null : withPrice(words.homeFrom, lowest, locale);
  return {
    intro: from === null ? words.quote : `${from}${words.confirm}`,
    // "Compare" only where there is something to compare: the tiers.
    link: threeTier ? words.compare : lowest === null ? words.how : words.see,
  };
}
