import { type Locale } from '@/lib/site/i18n/locale';
import { localitiesOf, rateLookupOf } from '@/lib/tax/localities/lookup';
import { dataTextEs } from '@/lib/tax/messages/dataTexts.es';
import { STATE_CODES } from '@/lib/tax/states';
import { CALCULATOR_EN, type CalculatorText } from './calculatorText.en';
import { CALCULATOR_ES } from './calculatorText.es';

/**
 * What to look up for each place whose rate the family enters, in Spanish, from the tax data's
 * Spanish texts (the same the warnings quote): built here, on the server, so the table of Spanish
 * data texts never ships to a browser, and a Spanish page carries only these few lines.
 */
function spanishRateLookups(): Readonly<Record<string, string>> {
  return Object.fromEntries(
    STATE_CODES.flatMap((state) => localitiesOf(state)).flatMap((locality) => {
      const lookup = rateLookupOf(locality);
      return lookup === undefined ? [] : [[locality.code, dataTextEs(lookup)] as const];
    }),
  );
}

const SPANISH: CalculatorText = {
  ...CALCULATOR_ES,
  locality: { ...CALCULATOR_ES.locality, rateLookups: spanishRateLookups() },
};

/** The calculators' words in a language, as their pages' props carry them (docs/calculator.md#languages). */
export function calculatorTextFor(locale: Locale): CalculatorText {
  return locale === 'es' ? SPANISH : CALCULATOR_EN;
}
