import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { describeResult } from '@/lib/tax/describe';
import { perUnit } from '@/lib/tax/warnings';
import { formFromInput } from './calculatorForm';
import { calculatorSearch } from './url/calculatorUrl';
export { parseCalculatorForm as parseForm } from './parseCalculatorForm';
import { type Calculation } from './calculatorState';

// The calculator's engine side: the tax engine, its year data and the URL writer. The server
// imports it directly; the browser only through `loadCalculatorEngine` (its own chunk, loaded
// on the first interaction), because the first result comes with the page props.

/** Runs the engine. Throws NannyTaxInputError for an input it cannot compute. */
export function calculate(input: CompleteNannyTaxInput): Calculation {
  const result = calculateNannyTax(input);
  const rates = input.pay.type === 'net' ? payRates(input) : null;
  const { per } = input.pay;
  return {
    input,
    result,
    rates,
    summary: {
      answer: describeResult(result, input.payFrequency),
      grossRate: rates
        ? { net: perUnit(rates.netPerUnit, per), gross: perUnit(rates.grossPerUnit, per) }
        : null,
    },
    search: calculatorSearch(input),
    form: formFromInput(input),
  };
}

/**
 * The calculation for a starting input (the server's first result). An input the engine refuses
 * falls back to the default example rather than breaking the page.
 */
export function calculateOrDefault(input: CompleteNannyTaxInput): Calculation {
  try {
    return calculate(input);
  } catch {
    return calculate(DEFAULT_NANNY_TAX_INPUT);
  }
}
