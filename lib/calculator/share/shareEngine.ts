import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { type NannyShareInput, type CompleteNannyShareInput } from '@/lib/tax/share/contract';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { calculateOr, formChecker } from '../formCheck';
import { DEFAULT_SHARE_INPUT } from './defaultShare';
import { parseShareForm } from './parseShareForm';
import { type ShareCalculation } from './shareCalculation';
import { formFromShareInput } from './shareForm';
import { describeShare } from './shareSummary';
import { shareSearch } from './url/toShareQuery';
import { payFloorNotice } from '../payFloorNotice';

// The share calculator's engine side: the tax engine, its year data, the form parser, the wording
// and the URL writer. The server imports it directly; the browser only through `loadShareEngine`.

/** Runs the engine. Throws NannyTaxInputError for an input it cannot compute. */
export function calculateShare(input: CompleteNannyShareInput): ShareCalculation {
  const result = calculateNannyShare(input);
  return {
    input,
    result,
    summary: describeShare(result, input.payFrequency),
    // The week's regular rate mixes shared and solo rates: the place and rate, no one amount.
    payFloor: payFloorNotice(result.warnings, false),
    search: shareSearch(input),
    form: formFromShareInput(input),
  };
}

/** The server's first calculation: an input the engine refuses gives the default example. */
export function calculateShareOrDefault(input: CompleteNannyShareInput): ShareCalculation {
  return calculateOr(calculateShare, input, DEFAULT_SHARE_INPUT);
}

/** An edited form's field errors, or its calculation (defaults filled the way the API does). */
export const checkForm = formChecker(parseShareForm, (input: NannyShareInput) =>
  calculateShare(completeShareInput(input)),
);
