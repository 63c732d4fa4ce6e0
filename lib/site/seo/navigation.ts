import type { PageKey } from './pageLinks';

/** Pages in the header navigation, in order. */
export const HEADER_NAV = [
  'productAndPricing',
  'nannyTaxCalculator',
  'seniorCare',
  'caregivers',
  'proPortal',
] as const satisfies readonly PageKey[];

export type HeaderNavKey = (typeof HEADER_NAV)[number];

/** The free tools and documents, in the footer's "Resources" and the phone drawer. */
export const RESOURCE_NAV: readonly PageKey[] = [
  'nannyShareCalculator',
  'sampleNannyContract',
  'sampleSeniorCareContract',
  'referral',
  'howWeCalculate',
];

/** Tools with one visitor's figures (the offer sheet): linked for people, kept out of search. */
export const UNINDEXED_TOOLS: readonly PageKey[] = ['nannyOfferSheet'];

/** The phone drawer's pages, in order: home, the header's pages, then the resources. */
export const MOBILE_NAV: readonly PageKey[] = [
  'home',
  ...HEADER_NAV,
  ...RESOURCE_NAV,
  ...UNINDEXED_TOOLS,
];

/** A footer group: indexable pages, then tools kept out of search (one family's figures). */
export interface FooterGroup {
  /** The group's heading, a key of the frame's footer words (lib/site/i18n/messages). */
  heading: 'families' | 'resources' | 'partners';
  pages: readonly PageKey[];
  /** Linked after the pages, but not indexed: {@link UNINDEXED_TOOLS}. */
  unindexedTools?: readonly PageKey[];
}

/** Footer link groups; the resources are the drawer's. */
export const FOOTER_NAV: readonly FooterGroup[] = [
  { heading: 'families', pages: ['home', 'productAndPricing', 'nannyTaxCalculator', 'seniorCare'] },
  { heading: 'resources', pages: RESOURCE_NAV, unindexedTools: UNINDEXED_TOOLS },
  { heading: 'partners', pages: ['caregivers', 'proPortal'] },
];

/** The footer's legal line, beside the terms of use: every page links to each. */
export const FOOTER_LEGAL_NAV: readonly PageKey[] = [
  'privacyPolicy',
  'privacyChoices',
  'accessibility',
];

/** Terms of use live on the shared origin, outside this app's base path (docs/site.md#routes). */
export const TERMS_OF_USE_PATH = '/about/terms-of-use/';

/** `tel:` link target for a display phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
