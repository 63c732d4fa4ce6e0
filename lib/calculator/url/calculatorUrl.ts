import { type NannyTaxInput } from '@/lib/tax/contract';
import { toQuery } from '@/lib/calculator/url/toQuery';

// The engine's side of the calculator URL: `toQuery` reaches the engine's defaults and year data,
// so only the engine chunk (`calculatorEngine.ts`) and the server import this module. The browser
// keeps the query string of each calculation (`Calculation.search`) and builds links from it
// (`calculatorResultUrl.ts`). Only the server reads a URL back (`fromQuery`, with the API's
// schemas).

/** The query parameters that reproduce an input on the calculator page. */
export function calculatorQuery(input: NannyTaxInput): Record<string, string> {
  return toQuery(input);
}

/** The query string (without "?") that reproduces an input on the calculator page. */
export function calculatorSearch(input: NannyTaxInput): string {
  return new URLSearchParams(calculatorQuery(input)).toString();
}
