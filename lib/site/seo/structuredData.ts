import { faqForPage } from '@/lib/site/content/faqContent';
import {
  YEAR_END_FORMS,
  YEAR_END_FORMS_TEXT_ES,
  YEAR_END_TAX_FEE_USD,
} from '@/lib/site/content/pricingContent';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { imageUrl } from './assets';
import { canonicalUrl, withBrand, type PageKey } from './pageLinks';
import type { Locale } from '@/lib/site/i18n/locale';
import { SHELL_EN } from '@/lib/site/i18n/messages/shell.en';
import { SHELL_ES } from '@/lib/site/i18n/messages/shell.es';
import { pagePathFor } from '@/lib/site/i18n/spanishPages';

/** A schema.org node as JSON-LD: plain data, serialised into the page head. */
export type JsonLdNode = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

type SiteFacts = Pick<PublicConfig, 'brandName' | 'supportPhone' | 'siteOrigin'>;

/** The file the Organization's logo points at (a square PNG, as search engines require). */
export const LOGO_FILE = 'logo.png';

/** Pages that are not part of the site's hierarchy: no breadcrumb trail for them. */
const OUTSIDE_HIERARCHY: readonly PageKey[] = ['home', 'authCallback', 'notFound', 'downtime'];

function organization(site: SiteFacts, flags: Pick<FeatureFlags, 'assetUrl'>): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url: canonicalUrl(site.siteOrigin, '/'),
    telephone: site.supportPhone,
    logo: new URL(imageUrl(flags, LOGO_FILE), site.siteOrigin).href,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.supportPhone,
      contactType: 'customer service',
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
}

function faqPage(pageKey: PageKey, brandName: string, locale: Locale): JsonLdNode | null {
  const entries = faqForPage(pageKey, locale);
  if (entries.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: withBrand(entry.question, brandName),
      acceptedAnswer: { '@type': 'Answer', text: withBrand(entry.answer, brandName) },
    })),
  };
}

/** The year-end offer's name and description in each language. */
const YEAR_END_OFFER_WORDS: Readonly<Record<Locale, { name: string; description: string }>> = {
  en: {
    name: '{brand} year-end household tax preparation',
    description: `Preparation of the household employer's year-end forms: ${YEAR_END_FORMS.join(', ')}.`,
  },
  es: {
    name: 'Preparación de impuestos de fin de año del hogar de {brand}',
    description: `Preparación de los formularios de fin de año del empleador doméstico: ${YEAR_END_FORMS_TEXT_ES}.`,
  },
};

function yearEndOffer(site: SiteFacts, locale: Locale): JsonLdNode {
  const url = canonicalUrl(site.siteOrigin, pagePathFor('productAndPricing', locale));
  const words = YEAR_END_OFFER_WORDS[locale];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: withBrand(words.name, site.brandName),
    description: words.description,
    brand: { '@type': 'Brand', name: site.brandName },
    offers: {
      '@type': 'Offer',
      price: YEAR_END_TAX_FEE_USD.toFixed(2),
      priceCurrency: 'USD',
      url,
      availability: 'https://schema.org/InStock',
    },
  };
}

/** The trail home → page in the page's language: its names, and each step's twin where there is one. */
function breadcrumbs(pageKey: PageKey, site: SiteFacts, locale: Locale): JsonLdNode {
  const names = locale === 'es' ? SHELL_ES.nav : SHELL_EN.nav;
  const trail: PageKey[] = ['home', pageKey];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((key, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: withBrand(names[key], site.brandName),
      item: canonicalUrl(site.siteOrigin, pagePathFor(key, locale)),
    })),
  };
}

/**
 * The structured data of a page, from the page catalogue: the Organization on every page, a
 * FAQPage where the page shows a FAQ, the year-end fee's Product/Offer on pricing and a
 * BreadcrumbList on inner pages.
 */
export function structuredDataFor(
  pageKey: PageKey,
  site: SiteFacts,
  flags: Pick<FeatureFlags, 'assetUrl'>,
  locale: Locale = 'en',
): JsonLdNode[] {
  const nodes: Array<JsonLdNode | null> = [
    organization(site, flags),
    faqPage(pageKey, site.brandName, locale),
    pageKey === 'productAndPricing' ? yearEndOffer(site, locale) : null,
    OUTSIDE_HIERARCHY.includes(pageKey) ? null : breadcrumbs(pageKey, site, locale),
  ];
  return nodes.filter((node): node is JsonLdNode => node !== null);
}

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is escaped so configured text can
 * never close the script element early.
 */
export function serializeJsonLd(nodes: readonly JsonLdNode[]): string {
  return JSON.stringify(nodes.length === 1 ? nodes[0] : nodes).replace(/</g, '\\u003c');
}
