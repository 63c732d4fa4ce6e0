import { type NannyTaxInput } from '@/lib/tax/contract';
import { toQuery } from '@/lib/tax/toQuery';
import { canonicalUrl, PAGE_CATALOGUE } from '@/lib/seo/pageCatalogue';

// The browser writes the URL with the Zod-free `toQuery`; only the server reads it back
// (`fromQuery`, which validates with the API's schemas).

/** The query parameters that reproduce an input on the calculator page. */
export function calculatorQuery(input: NannyTaxInput): Record<string, string> {
  return toQuery(input);
}

/** The query string (without "?") that reproduces an input on the calculator page. */
export function calculatorSearch(input: NannyTaxInput): string {
  return new URLSearchParams(calculatorQuery(input)).toString();
}

/** The absolute, shareable address of a calculator result, e.g. for the results e-mail. */
export function calculatorResultUrl(siteOrigin: string, input: NannyTaxInput): string {
  const page = canonicalUrl(siteOrigin, PAGE_CATALOGUE.nannyTaxCalculator.path);
  return `${page}?${calculatorSearch(input)}`;
}
