import { siteUrl } from '@/lib/platform/routing/basePath';

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
  /** Short label used in navigation and the sitemap. */
  navLabel: string;
}

export const PAGE_LINKS: Readonly<Record<PageKey, PageLink>> = {
  home: {
    path: '/',
    navLabel: 'Home',
  },
  caregivers: {
    path: '/caregivers',
    navLabel: 'For caregivers',
  },
  referral: {
    path: '/referral',
    navLabel: 'Refer a family',
  },
  nannyTaxCalculator: {
    path: '/nanny-tax-calculator',
    navLabel: 'Tax calculator',
  },
  nannyShareCalculator: {
    path: '/nanny-share-calculator',
    navLabel: 'Nanny share calculator',
  },
  nannyOfferSheet: {
    path: '/nanny-offer-sheet',
    navLabel: 'Offer sheet',
  },
  productAndPricing: {
    path: '/product-and-pricing',
    navLabel: 'Product & pricing',
  },
  sampleNannyContract: {
    path: '/sample-nanny-contract',
    navLabel: 'Sample nanny contract',
  },
  seniorCare: {
    path: '/senior-care',
    navLabel: 'Senior care',
  },
  sampleSeniorCareContract: {
    path: '/sample-senior-care-contract',
    navLabel: 'Sample senior care contract',
  },
  downtime: {
    path: '/downtime',
    navLabel: 'Maintenance',
  },
  proPortal: {
    path: '/proportal',
    navLabel: 'For professionals',
  },
  privacyChoices: {
    path: '/privacy-choices',
    navLabel: 'Your Privacy Choices',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    navLabel: 'Privacy Policy',
  },
  accessibility: {
    path: '/accessibility',
    navLabel: 'Accessibility',
  },
  howWeCalculate: {
    path: '/how-we-calculate',
    navLabel: 'How we calculate',
  },
  authCallback: {
    path: '/authCallback',
    navLabel: 'Sign in',
  },
  notFound: {
    path: '/404',
    navLabel: 'Not found',
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
