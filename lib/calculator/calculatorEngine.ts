import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { type Calculation } from './calculation';
import { formFromInput } from './calculatorForm';
import { calculateOr, formChecker } from './formCheck';
import { parseCalculatorForm } from './parseCalculatorForm';
import { payFloorNotice } from './payFloorNotice';
import { calculatorSearch } from './url/calculatorUrl';

// The calculator's engine side: the tax engine, its year data, the form parser and the URL
// writer. The server imports it directly; the browser only through `loadCalculatorEngine` (its
// own chunk, loaded on the first interaction), because the first result comes with the page props.

/** Runs the engine. Throws NannyTaxInputError for an input it cannot compute. */
export function calculate(input: CompleteNannyTaxInput): Calculation {
  const result = calculateNannyTax(input);
  const rates = input.pay.type === 'net' ? payRates(input) : null;
  return {
    input,
    result,
    rates,
    summary: { payFloor: payFloorNotice(result.warnings, input.pay.per !== 'hour') },
    search: calculatorSearch(input),
    form: formFromInput(input),
  };
}

/**
 * The server's first calculation: an input the engine refuses gives the default example, on the
 * same paycheck date.
 */
export function calculateOrDefault(input: CompleteNannyTaxInput): Calculation {
  const { taxYear, payDate } = input;
  const fallback = { ...DEFAULT_NANNY_TAX_INPUT, taxYear, ...(payDate ? { payDate } : {}) };
  return calculateOr(calculate, input, fallback);
}

/** An edited form's field errors, or its calculation. */
export const checkForm = formChecker(parseCalculatorForm, calculate);
