import { siteUrl } from '@/lib/platform/routing/basePath';
import { SHELL_EN } from '@/lib/site/i18n/messages/shell.en';

/**
 * Every page's key, route and navigation label: what links between pages need, small enough for
 * the browser's first load. The rest of what the site knows about a page (titles, tracking ids)
 * stays in the server-side catalogue (docs/site.md#page-catalogue).
 */
export const PAGE_KEYS = [
  'home',
  'caregivers',
  'referral',
  'nannyTaxCalculator',
  'nannyShareCalculator',
  'nannyOfferSheet',
  'productAndPricing',
  'sampleNannyContract',
  'seniorCare',
  'sampleSeniorCareContract',
  'downtime',
  'proPortal',
  'privacyChoices',
  'privacyPolicy',
  'accessibility',
  'howWeCalculate',
  'authCallback',
  'notFound',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

export interface PageLink {
  /** Route under the base path, starting with "/". */
  path: string;
  /** Short English label used in navigation and the sitemap (the frame's catalog holds each language's). */
  navLabel: string;
}

export const PAGE_LINKS: Readonly<Record<PageKey, PageLink>> = {
  home: {
    path: '/',
    navLabel: SHELL_EN.nav.home,
  },
  caregivers: {
    path: '/caregivers',
    navLabel: SHELL_EN.nav.caregivers,
  },
  referral: {
    path: '/referral',
    navLabel: SHELL_EN.nav.referral,
  },
  nannyTaxCalculator: {
    path: '/nanny-tax-calculator',
    navLabel: SHELL_EN.nav.nannyTaxCalculator,
  },
  nannyShareCalculator: {
    path: '/nanny-share-calculator',
    navLabel: SHELL_EN.nav.nannyShareCalculator,
  },
  nannyOfferSheet: {
    path: '/nanny-offer-sheet',
    navLabel: SHELL_EN.nav.nannyOfferSheet,
  },
  productAndPricing: {
    path: '/product-and-pricing',
    navLabel: SHELL_EN.nav.productAndPricing,
  },
  sampleNannyContract: {
    path: '/sample-nanny-contract',
    navLabel: SHELL_EN.nav.sampleNannyContract,
  },
  seniorCare: {
    path: '/senior-care',
    navLabel: SHELL_EN.nav.seniorCare,
  },
  sampleSeniorCareContract: {
    path: '/sample-senior-care-contract',
    navLabel: SHELL_EN.nav.sampleSeniorCareContract,
  },
  downtime: {
    path: '/downtime',
    navLabel: SHELL_EN.nav.downtime,
  },
  proPortal: {
    path: '/proportal',
    navLabel: SHELL_EN.nav.proPortal,
  },
  privacyChoices: {
    path: '/privacy-choices',
    navLabel: SHELL_EN.nav.privacyChoices,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    navLabel: SHELL_EN.nav.privacyPolicy,
  },
  accessibility: {
    path: '/accessibility',
    navLabel: SHELL_EN.nav.accessibility,
  },
  howWeCalculate: {
    path: '/how-we-calculate',
    navLabel: SHELL_EN.nav.howWeCalculate,
  },
  authCallback: {
    path: '/authCallback',
    navLabel: SHELL_EN.nav.authCallback,
  },
  notFound: {
    path: '/404',
    navLabel: SHELL_EN.nav.notFound,
  },
};

/** Absolute canonical URL: site origin + base path + page path (no trailing slash on the root). */
export function canonicalUrl(siteOrigin: string, pagePath: string): string {
  return siteUrl(siteOrigin, pagePath);
}

/** Replaces the `{brand}` placeholder of catalogue strings with the configured brand name. */
export function withBrand(text: string, brandName: string): string {
  // A replacer function, so "$&"-style patterns in the brand name are inserted literally.
  return text.replaceAll('{brand}', () => brandName);
}
