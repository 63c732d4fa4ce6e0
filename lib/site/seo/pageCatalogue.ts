import { PAGE_KEYS, PAGE_LINKS, withBrand, type PageKey, type PageLink } from './pageLinks';

/**
 * One typed catalogue of every page (docs/site.md#page-catalogue): its link (./pageLinks), SEO
 * metadata, the tracked URL path under `/homepay`, and the tracked page id, screen name and
 * screen template. Server-side and in the tracking chunk only: the first load carries just the
 * links.
 */
export interface PageMeta extends PageLink {
  /** Page title without the brand suffix; `{brand}` stands for the configured brand name. */
  title: string;
  /** Path reported to analytics: the page name under /homepay. */
  trackedPath: string;
  pageId: string;
  screenName: string;
  screenTemplate: 'landing' | 'content' | 'tool' | 'document' | 'utility';
  /** Crawlers may index it and it appears in sitemap.xml. */
  indexable: boolean;
}

const PAGE_DETAILS: Readonly<Record<PageKey, Omit<PageMeta, keyof PageLink>>> = {
  home: {
    title: 'Nanny Payroll & Household Employee Taxes Made Easy',
    trackedPath: '/homepay',
    pageId: 'hp-vhp-home',
    screenName: 'HomePay Home',
    screenTemplate: 'landing',
    indexable: true,
  },
  caregivers: {
    title: 'For Caregivers: Get Paid on the Books',
    trackedPath: '/homepay/caregivers',
    pageId: 'hp-vhp-caregivers',
    screenName: 'HomePay Caregivers',
    screenTemplate: 'content',
    indexable: true,
  },
  referral: {
    title: 'Refer a Family to {brand}',
    trackedPath: '/homepay/referral',
    pageId: 'hp-vhp-referral',
    screenName: 'HomePay Referral',
    screenTemplate: 'content',
    indexable: true,
  },
  nannyTaxCalculator: {
    title: 'Free Nanny Tax Calculator 2026',
    trackedPath: '/homepay/nanny-tax-calculator',
    pageId: 'hp-vhp-nanny-tax-calculator',
    screenName: 'HomePay Nanny Tax Calculator',
    screenTemplate: 'tool',
    indexable: true,
  },
  nannyShareCalculator: {
    title: 'Nanny Share Calculator 2026',
    trackedPath: '/homepay/nanny-share-calculator',
    pageId: 'hp-vhp-nanny-share-calculator',
    screenName: 'HomePay Nanny Share Calculator',
    screenTemplate: 'tool',
    indexable: true,
  },
  nannyOfferSheet: {
    title: 'Nanny Job Offer Sheet',
    trackedPath: '/homepay/nanny-offer-sheet',
    pageId: 'hp-vhp-nanny-offer-sheet',
    screenName: 'HomePay Nanny Offer Sheet',
    screenTemplate: 'document',
    // One family's figures: useful to print, not to search for.
    indexable: false,
  },
  productAndPricing: {
    title: 'Nanny Payroll Service Features & Pricing',
    trackedPath: '/homepay/product-and-pricing',
    pageId: 'hp-vhp-product-and-pricing',
    screenName: 'HomePay Product and Pricing',
    screenTemplate: 'content',
    indexable: true,
  },
  sampleNannyContract: {
    title: 'Free Sample Nanny Contract',
    trackedPath: '/homepay/sample-nanny-contract',
    pageId: 'hp-vhp-sample-nanny-contract',
    screenName: 'HomePay Sample Nanny Contract',
    screenTemplate: 'document',
    indexable: true,
  },
  seniorCare: {
    title: 'Senior Caregiver Payroll & Taxes',
    trackedPath: '/homepay/senior-care',
    pageId: 'hp-vhp-senior-care',
    screenName: 'HomePay Senior Care',
    screenTemplate: 'content',
    indexable: true,
  },
  sampleSeniorCareContract: {
    title: 'Free Sample Senior Caregiver Contract',
    trackedPath: '/homepay/sample-senior-care-contract',
    pageId: 'hp-vhp-sample-senior-care-contract',
    screenName: 'HomePay Sample Senior Care Contract',
    screenTemplate: 'document',
    indexable: true,
  },
  downtime: {
    title: 'We’ll Be Right Back',
    trackedPath: '/homepay/downtime',
    pageId: 'hp-vhp-downtime',
    screenName: 'HomePay Downtime',
    screenTemplate: 'utility',
    indexable: false,
  },
  proPortal: {
    title: 'For Professionals: CPAs, Advisors & Agencies',
    trackedPath: '/homepay/proportal',
    pageId: 'hp-vhp-proportal',
    screenName: 'HomePay Professional Portal',
    screenTemplate: 'landing',
    indexable: true,
  },
  privacyChoices: {
    title: 'Your Privacy Choices',
    trackedPath: '/homepay/privacy-choices',
    pageId: 'hp-vhp-privacy-choices',
    screenName: 'HomePay Privacy Choices',
    screenTemplate: 'utility',
    indexable: true,
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    trackedPath: '/homepay/privacy-policy',
    pageId: 'hp-vhp-privacy-policy',
    screenName: 'HomePay Privacy Policy',
    screenTemplate: 'utility',
    indexable: true,
  },
  accessibility: {
    title: 'Accessibility Statement',
    trackedPath: '/homepay/accessibility',
    pageId: 'hp-vhp-accessibility',
    screenName: 'HomePay Accessibility Statement',
    screenTemplate: 'utility',
    indexable: true,
  },
  howWeCalculate: {
    title: 'How We Calculate: Sources, Estimates & Changes',
    trackedPath: '/homepay/how-we-calculate',
    pageId: 'hp-vhp-how-we-calculate',
    screenName: 'HomePay How We Calculate',
    screenTemplate: 'content',
    indexable: true,
  },
  authCallback: {
    title: 'Signing You In',
    trackedPath: '/homepay/authCallback',
    pageId: 'hp-vhp-auth-callback',
    screenName: 'HomePay Sign-in Return',
    screenTemplate: 'utility',
    indexable: false,
  },
  notFound: {
    title: 'Page Not Found',
    trackedPath: '/homepay/404',
    pageId: 'hp-vhp-not-found',
    screenName: 'HomePay Not Found',
    screenTemplate: 'utility',
    indexable: false,
  },
};

export const PAGE_CATALOGUE: Readonly<Record<PageKey, PageMeta>> = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, { ...PAGE_LINKS[key], ...PAGE_DETAILS[key] }]),
) as Record<PageKey, PageMeta>;

/** The document title of a page: its own title, then the brand. */
export function documentTitle(meta: Pick<PageMeta, 'title'>, brandName: string): string {
  return `${withBrand(meta.title, brandName)} | ${brandName}`;
}
