import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { type CompleteNannyShareInput } from '@/lib/tax/share/contract';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { DEFAULT_SHARE_INPUT } from './defaultShare';
import { formFromShareInput } from './shareForm';
import { type ShareCalculation } from './shareState';
import { describeShare } from './shareSummary';
import { shareSearch } from './url/toShareQuery';

// The share calculator's engine side: the tax engine, its year data, the wording and the URL
// writer. The server imports it directly; the browser only through `loadShareEngine`.

/** Runs the engine. Throws NannyTaxInputError for an input it cannot compute. */
export function calculateShare(input: CompleteNannyShareInput): ShareCalculation {
  const result = calculateNannyShare(input);
  return {
    input,
    result,
    summary: describeShare(result, input.payFrequency),
    search: shareSearch(input),
    form: formFromShareInput(input),
  };
}

/** The server's first calculation: an input the engine refuses gives the default example. */
export function calculateShareOrDefault(input: CompleteNannyShareInput): ShareCalculation {
  try {
    return calculateShare(input);
  } catch {
    return calculateShare(DEFAULT_SHARE_INPUT);
  }
}

/** Fills a parsed form's defaults (labels, solo rates) the way the API does. */
export { completeShareInput };

export { parseShareForm } from './parseShareForm';
