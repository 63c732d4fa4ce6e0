import { type Locale } from '@/lib/site/i18n/locale';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import {
  type CompleteNannyShareInput,
  type NannyShareInput,
  type NannyShareResult,
} from '@/lib/tax/share/contract';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { defaultFamilyLabel, isDefaultFamilyLabel } from '@/lib/tax/share/labels';
import { type TaxYear } from '@/lib/tax/taxYear';
import { calculateOr, formChecker } from '../formCheck';
import { payFloorNotice } from '../payFloorNotice';
import { DEFAULT_SHARE_INPUT } from './defaultShare';
import { parseShareForm } from './parseShareForm';
import { type ShareCalculation } from './shareCalculation';
import { formFromShareInput, type ShareForm } from './shareForm';
import { describeShare } from './shareSummary';
import { SHARE_ENGINE_EN, type ShareEngineText } from './text/shareEngineText.en';
import { shareSearch } from './url/toShareQuery';

// The share calculator's engine side: the tax engine, its year data, the form parser, the wording
// and the URL writer. The server imports it directly; the browser only through `loadShareEngine`.

/** What makes the engine side speak a language: its words and the answer's localizer. */
export interface ShareLanguage {
  locale: Locale;
  words: ShareEngineText;
  /** The answer's own words (warnings, line names, calendar) in the language. */
  localize: (result: NannyShareResult) => NannyShareResult;
}

/** A family left with another language's default label takes this language's ("Familia A"). */
function withDefaultLabels(
  input: CompleteNannyShareInput,
  locale: Locale,
): CompleteNannyShareInput {
  return {
    ...input,
    families: input.families.map((f, i) =>
      isDefaultFamilyLabel(f.label, i) ? { ...f, label: defaultFamilyLabel(i, locale) } : f,
    ),
  };
}

/** The engine side in a language: the same engine, its answer and messages in that language. */
export function shareEngineIn({ locale, words, localize }: ShareLanguage) {
  /** Runs the engine. Throws NannyTaxInputError for an input it cannot compute. */
  function calculateShare(given: CompleteNannyShareInput): ShareCalculation {
    const input = withDefaultLabels(given, locale);
    const result = localize(calculateNannyShare(input));
    return {
      input,
      result,
      summary: describeShare(result, input.payFrequency, words.summary),
      // The week's regular rate mixes shared and solo rates: the place and rate, no one amount.
      payFloor: payFloorNotice(result.warnings, false),
      search: shareSearch(input),
      form: formFromShareInput(input),
    };
  }
  return {
    calculateShare,
    /** The server's first calculation: an input the engine refuses gives the default example. */
    calculateShareOrDefault: (input: CompleteNannyShareInput): ShareCalculation =>
      calculateOr(calculateShare, input, DEFAULT_SHARE_INPUT),
    /** An edited form's field errors, or its calculation (defaults filled the way the API does). */
    checkForm: formChecker(
      (form: ShareForm, taxYear: TaxYear) => parseShareForm(form, taxYear, locale, words.errors),
      (input: NannyShareInput) => calculateShare(completeShareInput(input)),
    ),
  };
}

const english = shareEngineIn({ locale: 'en', words: SHARE_ENGINE_EN, localize: (r) => r });

export const { calculateShare, calculateShareOrDefault, checkForm } = english;
