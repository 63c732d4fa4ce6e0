import type { SitePrices } from '@/lib/platform/config/siteConfig';
import type { Locale } from '@/lib/site/i18n/locale';
import { PRICING_TIERS, type PricingTier } from './pricingContent';

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

const QUOTE =
  'Your monthly price depends on your state and pay schedule. We quote it during your free consultation, with no setup fee and no contract.';
const CONFIRM =
  'The exact price depends on your state and pay schedule; we confirm it during your free consultation, with no setup fee and no contract.';

/** "$1,234" as the language writes U.S. dollars (es-US writes them as en-US does). */
const dollars = (usd: number, locale: Locale = 'en') => `$${usd.toLocaleString(`${locale}-US`)}`;

/** "From $59 a month", or null without a published price. */
export function monthlyFromText(usd: number | null): string | null {
  return usd === null ? null : `From ${dollars(usd)} a month`;
}

/** The lowest published price on show: the tiers' while the three-tier test runs, else the plan's. */
export function lowestShownPrice(prices: SitePrices, threeTier: boolean): number | null {
  if (!threeTier) return prices.monthlyFrom;
  const set = Object.values(prices.tiers).filter((usd): usd is number => usd !== null);
  return set.length === 0 ? null : Math.min(...set);
}

/** The pricing page's headings, intro and figures for the configured prices and the tier flag. */
export function pricingCopy(prices: SitePrices, threeTier: boolean): PricingCopy {
  const tiers = PRICING_TIERS.map((tier) => ({
    ...tier,
    price: monthlyFromText(prices.tiers[tier.id]),
  }));
  const fromPrice = threeTier ? null : monthlyFromText(prices.monthlyFrom);
  return {
    // Only the tiers are plans; a single service is simply "what's included".
    includedHeading: threeTier ? 'Included in every plan' : 'What’s included',
    heading: threeTier ? 'Choose the level of help you need' : 'What it costs',
    intro: lowestShownPrice(prices, threeTier) === null ? QUOTE : CONFIRM,
    fromPrice,
    tiers,
  };
}

/** The landing page's price section's words in each language; `{price}` is the lowest price. */
const HOME_PRICE_WORDS: Readonly<
  Record<
    Locale,
    { quote: string; confirm: string; from: string; compare: string; how: string; see: string }
  >
> = {
  en: {
    quote: QUOTE,
    confirm: CONFIRM,
    from: 'Household payroll from {price} a month. ',
    compare: 'Compare plans and pricing',
    how: 'How pricing works',
    see: 'See pricing',
  },
  es: {
    quote:
      'Su precio mensual depende de su estado y de su calendario de pagos. Se lo damos en su consulta gratuita, sin cargo de inscripción y sin contrato.',
    confirm:
      'El precio exacto depende de su estado y de su calendario de pagos; se lo confirmamos en su consulta gratuita, sin cargo de inscripción y sin contrato.',
    from: 'Nómina del hogar desde {price} al mes. ',
    compare: 'Comparar planes y precios',
    how: 'Cómo funcionan los precios',
    see: 'Ver precios',
  },
};

/** The landing page's price section: its intro and the link to the pricing page. */
export function homePriceCopy(
  prices: SitePrices,
  threeTier: boolean,
  locale: Locale = 'en',
): { intro: string; link: string } {
  const words = HOME_PRICE_WORDS[locale];
  const lowest = lowestShownPrice(prices, threeTier);
  const from =
    lowest === null ? null : words.from.replace('{price}', () => dollars(lowest, locale));
  return {
    intro: from === null ? words.quote : `${from}${words.confirm}`,
    // "Compare" only where there is something to compare: the tiers.
    link: threeTier ? words.compare : lowest === null ? words.how : words.see,
  };
}
