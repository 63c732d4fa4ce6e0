import { siteUrl } from '@/lib/platform/routing/basePath';

/**
 * One typed catalogue of every page (docs/site.md#page-catalogue): SEO metadata, the tracked URL
 * path under `/homepay`, and the tracked page id, screen name and screen template.
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
  'authCallback',
  'notFound',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

export interface PageMeta {
  /** Route under the base path, starting with "/". */
  path: string;
  /** Page title without the brand suffix; `{brand}` stands for the configured brand name. */
  title: string;
  /** Path reported to analytics: the page name under /homepay. */
  trackedPath: string;
  pageId: string;
  screenName: string;
  screenTemplate: 'landing' | 'content' | 'tool' | 'document' | 'utility';
  /** Crawlers may index it and it appears in sitemap.xml. */
  indexable: boolean;
  /** Short label used in navigation and the sitemap. */
  navLabel: string;
}

export const PAGE_CATALOGUE: Readonly<Record<PageKey, PageMeta>> = {
  home: {
    path: '/',
    title: 'Nanny Payroll & Household Employee Taxes Made Easy',
    trackedPath: '/homepay',
    pageId: 'hp-vhp-home',
    screenName: 'HomePay Home',
    screenTemplate: 'landing',
    indexable: true,
    navLabel: 'Home',
  },
  caregivers: {
    path: '/caregivers',
    title: 'For Caregivers: Get Paid on the Books',
    trackedPath: '/homepay/caregivers',
    pageId: 'hp-vhp-caregivers',
    screenName: 'HomePay Caregivers',
    screenTemplate: 'content',
    indexable: true,
    navLabel: 'For caregivers',
  },
  referral: {
    path: '/referral',
    title: 'Refer a Family to {brand}',
    trackedPath: '/homepay/referral',
    pageId: 'hp-vhp-referral',
    screenName: 'HomePay Referral',
    screenTemplate: 'content',
    indexable: true,
    navLabel: 'Refer a family',
  },
  nannyTaxCalculator: {
    path: '/nanny-tax-calculator',
    title: 'Free Nanny Tax Calculator 2026',
    trackedPath: '/homepay/nanny-tax-calculator',
    pageId: 'hp-vhp-nanny-tax-calculator',
    screenName: 'HomePay Nanny Tax Calculator',
    screenTemplate: 'tool',
    indexable: true,
    navLabel: 'Tax calculator',
  },
  nannyShareCalculator: {
    path: '/nanny-share-calculator',
    title: 'Nanny Share Calculator 2026',
    trackedPath: '/homepay/nanny-share-calculator',
    pageId: 'hp-vhp-nanny-share-calculator',
    screenName: 'HomePay Nanny Share Calculator',
    screenTemplate: 'tool',
    indexable: true,
    navLabel: 'Nanny share calculator',
  },
  nannyOfferSheet: {
    path: '/nanny-offer-sheet',
    title: 'Nanny Job Offer Sheet',
    trackedPath: '/homepay/nanny-offer-sheet',
    pageId: 'hp-vhp-nanny-offer-sheet',
    screenName: 'HomePay Nanny Offer Sheet',
    screenTemplate: 'document',
    // One family's figures: useful to print, not to search for.
    indexable: false,
    navLabel: 'Offer sheet',
  },
  productAndPricing: {
    path: '/product-and-pricing',
    title: 'Nanny Payroll Service Features & Pricing',
    trackedPath: '/homepay/product-and-pricing',
    pageId: 'hp-vhp-product-and-pricing',
    screenName: 'HomePay Product and Pricing',
    screenTemplate: 'content',
    indexable: true,
    navLabel: 'Product & pricing',
  },
  sampleNannyContract: {
    path: '/sample-nanny-contract',
    title: 'Free Sample Nanny Contract',
    trackedPath: '/homepay/sample-nanny-contract',
    pageId: 'hp-vhp-sample-nanny-contract',
    screenName: 'HomePay Sample Nanny Contract',
    screenTemplate: 'document',
    indexable: true,
    navLabel: 'Sample nanny contract',
  },
  seniorCare: {
    path: '/senior-care',
    title: 'Senior Caregiver Payroll & Taxes',
    trackedPath: '/homepay/senior-care',
    pageId: 'hp-vhp-senior-care',
    screenName: 'HomePay Senior Care',
    screenTemplate: 'content',
    indexable: true,
    navLabel: 'Senior care',
  },
  sampleSeniorCareContract: {
    path: '/sample-senior-care-contract',
    title: 'Free Sample Senior Caregiver Contract',
    trackedPath: '/homepay/sample-senior-care-contract',
    pageId: 'hp-vhp-sample-senior-care-contract',
    screenName: 'HomePay Sample Senior Care Contract',
    screenTemplate: 'document',
    indexable: true,
    navLabel: 'Sample senior care contract',
  },
  downtime: {
    path: '/downtime',
    title: 'We’ll Be Right Back',
    trackedPath: '/homepay/downtime',
    pageId: 'hp-vhp-downtime',
    screenName: 'HomePay Downtime',
    screenTemplate: 'utility',
    indexable: false,
    navLabel: 'Maintenance',
  },
  proPortal: {
    path: '/proportal',
    title: 'For Professionals: CPAs, Advisors & Agencies',
    trackedPath: '/homepay/proportal',
    pageId: 'hp-vhp-proportal',
    screenName: 'HomePay Professional Portal',
    screenTemplate: 'landing',
    indexable: true,
    navLabel: 'For professionals',
  },
  privacyChoices: {
    path: '/privacy-choices',
    title: 'Your Privacy Choices',
    trackedPath: '/homepay/privacy-choices',
    pageId: 'hp-vhp-privacy-choices',
    screenName: 'HomePay Privacy Choices',
    screenTemplate: 'utility',
    indexable: true,
    navLabel: 'Your Privacy Choices',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    trackedPath: '/homepay/privacy-policy',
    pageId: 'hp-vhp-privacy-policy',
    screenName: 'HomePay Privacy Policy',
    screenTemplate: 'utility',
    indexable: true,
    navLabel: 'Privacy Policy',
  },
  accessibility: {
    path: '/accessibility',
    title: 'Accessibility Statement',
    trackedPath: '/homepay/accessibility',
    pageId: 'hp-vhp-accessibility',
    screenName: 'HomePay Accessibility Statement',
    screenTemplate: 'utility',
    indexable: true,
    navLabel: 'Accessibility',
  },
  authCallback: {
    path: '/authCallback',
    title: 'Signing You In',
    trackedPath: '/homepay/authCallback',
    pageId: 'hp-vhp-auth-callback',
    screenName: 'HomePay Sign-in Return',
    screenTemplate: 'utility',
    indexable: false,
    navLabel: 'Sign in',
  },
  notFound: {
    path: '/404',
    title: 'Page Not Found',
    trackedPath: '/homepay/404',
    pageId: 'hp-vhp-not-found',
    screenName: 'HomePay Not Found',
    screenTemplate: 'utility',
    indexable: false,
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

/** The document title of a page: its own title, then the brand. */
export function documentTitle(meta: PageMeta, brandName: string): string {
  return `${withBrand(meta.title, brandName)} | ${brandName}`;
}
