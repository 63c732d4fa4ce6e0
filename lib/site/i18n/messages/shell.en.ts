import { ACCOUNT_COPY } from '@/lib/members/account/memberNextStep';

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
  nav: {
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
  },
};

export type ShellMessages = typeof SHELL_EN;
