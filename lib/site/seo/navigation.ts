import type { PageKey } from './pageCatalogue';

/** Pages in the header navigation, in order. */
export const HEADER_NAV: readonly PageKey[] = [
  'productAndPricing',
  'nannyTaxCalculator',
  'seniorCare',
  'caregivers',
  'proPortal',
];

/** Footer link groups. */
export const FOOTER_NAV: ReadonlyArray<{ heading: string; pages: readonly PageKey[] }> = [
  { heading: 'Families', pages: ['home', 'productAndPricing', 'nannyTaxCalculator', 'seniorCare'] },
  { heading: 'Resources', pages: ['sampleNannyContract', 'sampleSeniorCareContract', 'referral'] },
  { heading: 'Partners', pages: ['caregivers', 'proPortal'] },
];

/** Terms of use live on the shared origin, outside this app's base path (docs/site.md#routes). */
export const TERMS_OF_USE_PATH = '/about/terms-of-use/';

/** `tel:` link target for a display phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
