import type { PageKey } from './pageLinks';
import { documentTitle, PAGE_CATALOGUE, type PageMeta } from './pageCatalogue';
import { withBrand } from './pageLinks';
import { hasSpanishTwin } from '@/lib/site/i18n/spanishPages';
import type { Locale } from '@/lib/site/i18n/locale';
import { SPANISH_PAGE_HEAD } from './spanishPageHead';

/**
 * The description and keywords of each page, for its head and its social cards. Kept out of the
 * page catalogue, which the browser loads on every page: the server puts the brand-filled text
 * into the page props instead (`head`), so this copy never ships as JavaScript.
 */
export const PAGE_DESCRIPTIONS: Readonly<
  Record<PageKey, { description: string; keywords: readonly string[] }>
> = {
  home: {
    description:
      '{brand} handles nanny and senior caregiver payroll, tax filings and year-end forms for families, so you stay compliant without the paperwork. Free consultation.',
    keywords: [
      'nanny payroll',
      'nanny taxes',
      'household employee taxes',
      'household payroll service',
    ],
  },
  caregivers: {
    description:
      'Why nannies and caregivers benefit when families pay legally: Social Security credits, unemployment and disability coverage, and proof of income for loans.',
    keywords: [
      'nanny on the books',
      'caregiver pay stubs',
      'caregiver benefits',
      'legal nanny pay',
    ],
  },
  referral: {
    description:
      'Know a family that employs a nanny or senior caregiver? Refer them to {brand} for stress-free household payroll and taxes.',
    keywords: ['{brand} referral', 'refer a family', 'nanny payroll referral'],
  },
  nannyTaxCalculator: {
    description:
      'Estimate what you owe in nanny taxes and what your nanny takes home. Free 2026 calculator for all 50 states and Washington D.C.',
    keywords: ['nanny tax calculator', 'household employee tax calculator', 'nanny take home pay'],
  },
  nannyShareCalculator: {
    description:
      'Split a shared nanny between two or three families: each family’s pay, overtime share and employer taxes, and the nanny’s take-home. Free 2026 calculator.',
    keywords: ['nanny share calculator', 'nanny share taxes', 'split nanny cost', 'shared nanny'],
  },
  nannyOfferSheet: {
    description:
      'A printable nanny job offer: hourly and overtime rates, hours, pay schedule, withholding, paid time off, sick time and your total cost, with lines to sign.',
    keywords: ['nanny offer letter', 'nanny job offer', 'nanny pay rate sheet'],
  },
  productAndPricing: {
    description:
      'See what {brand} does for your household payroll and what it costs: employee setup, payroll, tax filings, year-end forms and expert support.',
    keywords: ['nanny payroll pricing', 'household payroll cost', '{brand} pricing'],
  },
  sampleNannyContract: {
    description:
      'Download a free sample nanny contract covering pay, hours, overtime, time off and duties, and learn what to agree on before your nanny starts.',
    keywords: ['sample nanny contract', 'nanny agreement template', 'nanny work agreement'],
  },
  seniorCare: {
    description:
      'Hiring a caregiver for a parent or loved one? {brand} handles senior care payroll and household employment taxes for families.',
    keywords: ['senior caregiver payroll', 'elder care taxes', 'caregiver household employee'],
  },
  sampleSeniorCareContract: {
    description:
      'Download a free sample adult and senior care contract covering pay, schedule, duties and time off for an in-home caregiver.',
    keywords: ['senior caregiver contract', 'elder care agreement', 'caregiver contract template'],
  },
  downtime: {
    description:
      '{brand} is briefly unavailable for scheduled maintenance. Call us for help in the meantime.',
    keywords: ['{brand} maintenance'],
  },
  proPortal: {
    description:
      'Partner with {brand} to take household payroll and nanny tax compliance off your plate and your clients’ minds.',
    keywords: ['{brand} partner', 'CPA household payroll', 'nanny tax partner program'],
  },
  privacyChoices: {
    description:
      'What {brand} collects on this site and why. Opt out of the sale or sharing of your data or turn off analytics; we honour Global Privacy Control.',
    keywords: ['{brand} privacy choices', 'do not sell or share', 'global privacy control'],
  },
  privacyPolicy: {
    description:
      'What {brand}’s website collects and why, who receives it, and your rights: analytics with consent, error reports, sign-in cookies and calculator inputs.',
    keywords: ['{brand} privacy policy', 'privacy notice', 'your privacy rights'],
  },
  accessibility: {
    description:
      'How {brand} makes its website usable for everyone: our WCAG 2.2 AA standard, how we test it, known issues and how to tell us about a problem.',
    keywords: ['{brand} accessibility', 'accessibility statement', 'WCAG 2.2'],
  },
  howWeCalculate: {
    description:
      'How the {brand} nanny tax calculator works: where each rate comes from, which state figures are estimated, and every change with the day it takes effect.',
    keywords: [
      'nanny tax calculator methodology',
      'household tax rates by state',
      'tax rate changes',
    ],
  },
  authCallback: {
    description:
      'Completing your sign-in to {brand}. You will return to the page you started from in a moment.',
    keywords: ['{brand} sign in'],
  },
  notFound: {
    description:
      'We couldn’t find the page you were looking for. It may have moved or no longer exist.',
    keywords: ['{brand}'],
  },
};

/**
 * What the server tells a page about itself: its head (title, description, keywords, whether
 * crawlers may index it) and the tracking ids its main landmark carries. Sent in the page props
 * so the browser's first load needs no catalogue.
 */
export interface PageHeadText {
  title: string;
  description: string;
  keywords: string;
  indexable: boolean;
  tracking: Pick<PageMeta, 'pageId' | 'screenName' | 'screenTemplate' | 'trackedPath'>;
}

/** The head text of a page in a language; a page without a twin in it keeps its English. */
export function pageHeadText(
  pageKey: PageKey,
  brandName: string,
  locale: Locale = 'en',
): PageHeadText {
  const meta = PAGE_CATALOGUE[pageKey];
  const { pageId, screenName, screenTemplate, trackedPath } = meta;
  const translated = locale === 'es' && hasSpanishTwin(pageKey) ? SPANISH_PAGE_HEAD[pageKey] : null;
  const { description, keywords } = translated ?? PAGE_DESCRIPTIONS[pageKey];
  return {
    title: documentTitle(translated ? { title: translated.title } : meta, brandName),
    description: withBrand(description, brandName),
    keywords: keywords.map((keyword) => withBrand(keyword, brandName)).join(', '),
    indexable: meta.indexable,
    tracking: { pageId, screenName, screenTemplate, trackedPath },
  };
}
