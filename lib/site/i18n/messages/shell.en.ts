import { ACCOUNT_COPY } from '@/lib/members/account/memberNextStep';

/** Each page's name in English. */
const PAGE_NAMES = {
  home: 'Home',
  caregivers: 'For caregivers',
  referral: 'Refer a family',
  nannyTaxCalculator: 'Tax calculator',
  nannyShareCalculator: 'Nanny share calculator',
  nannyOfferSheet: 'Offer sheet',
  productAndPricing: 'Product & pricing',
  sampleNannyContract: 'Sample nanny contract',
  seniorCare: 'Senior care',
  sampleSeniorCareContract: 'Sample senior care contract',
  downtime: 'Maintenance',
  proPortal: 'For professionals',
  privacyChoices: 'Your Privacy Choices',
  privacyPolicy: 'Privacy Policy',
  accessibility: 'Accessibility',
  howWeCalculate: 'How we calculate',
  authCallback: 'Sign in',
  notFound: 'Not found',
};

/**
 * The words of the page frame in English (docs/site.md#messages): skip link, header, menu and
 * footer. Every page ships its own language's frame; translations take this shape.
 */
export const SHELL_EN = {
  skipLink: 'Skip to main content',
  mainNavigation: 'Main',
  brandHome: (brandName: string) => `${brandName} home`,
  freeConsultation: 'Free consultation:',
  call: 'Call',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  getStarted: 'Get started',
  callPhone: (phone: string) => `Call ${phone}`,
  starRating: (stars: number) => `${stars} out of 5 stars`,
  readMore: 'Read more',
  showLess: 'Show less',
  translatedFromEnglish: 'Translated from English',
  tryAgain: 'Try again',
  close: 'Close',
  /** The hired question before enrollment (docs/site.md#the-hired-question). */
  hired: { question: 'Have you hired your household employee yet?', notYet: 'Not yet', yes: 'Yes' },
  /** The account area's words: the greeting before the member's name, then the member copy. */
  account: { greeting: 'Hi,', ...ACCOUNT_COPY },
  footer: {
    families: 'Families',
    resources: 'Resources',
    partners: 'Partners',
    talkToAnExpert: 'Talk to an expert',
    hours: 'Monday to Friday, 8:30 a.m. to 7 p.m. Eastern',
    rights: (year: number, brandName: string) => `© ${year} ${brandName}. All rights reserved.`,
    termsOfUse: 'Terms of use',
  },
  /** Each page's name in navigation and the sitemap. */
  nav: PAGE_NAMES,
  /**
   * The header's labels (one for each page of HEADER_NAV): the page names, shorter where a
   * language's names would wrap the bar at desktop widths.
   */
  headerNav: {
    productAndPricing: PAGE_NAMES.productAndPricing,
    nannyTaxCalculator: PAGE_NAMES.nannyTaxCalculator,
    seniorCare: PAGE_NAMES.seniorCare,
    caregivers: PAGE_NAMES.caregivers,
    proPortal: PAGE_NAMES.proPortal,
  },
};

export type ShellMessages = typeof SHELL_EN;
