import { calculateNannyTax, payRates, type PayRates } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { formFromInput, type CalculatorForm, type FieldErrors } from './calculatorForm';
import { parseCalculatorForm } from './parseCalculatorForm';

/** A valid input with the engine's answer for it. */
export interface Calculation {
  input: CompleteNannyTaxInput;
  result: NannyTaxResult;
  /** The solved gross rate, when the user entered take-home pay; null for gross pay. */
  rates: PayRates | null;
}

/**
 * The calculator: what the form shows, what is wrong with it, and the last valid calculation,
 * which stays on screen while a field is being retyped.
 */
export interface CalculatorState extends Calculation {
  form: CalculatorForm;
  errors: FieldErrors;
}

/** Runs the engine. Throws NannyTaxInputError for an input it cannot compute. */
export function calculate(input: CompleteNannyTaxInput): Calculation {
  return {
    input,
    result: calculateNannyTax(input),
    rates: input.pay.type === 'net' ? payRates(input) : null,
  };
}

/**
 * The state for a starting input. Server and browser call this with the same input from the
 * page props, so the first render matches (hydration). An input the engine refuses falls back
 * to the default example rather than breaking the page.
 */
export function initCalculatorState(input: CompleteNannyTaxInput): CalculatorState {
  let calculation: Calculation;
  try {
    calculation = calculate(input);
  } catch {
    calculation = calculate(DEFAULT_NANNY_TAX_INPUT);
  }
  return { ...calculation, form: formFromInput(calculation.input), errors: {} };
}

/**
 * Applies an edit: the form always takes it; the calculation only when the whole form is valid.
 * Pure, so React may call it twice in development.
 */
export function calculatorReducer(
  state: CalculatorState,
  change: Partial<CalculatorForm>,
): CalculatorState {
  const form = { ...state.form, ...change };
  const parsed = parseCalculatorForm(form, state.input.taxYear);
  if (!parsed.ok) return { ...state, form, errors: parsed.errors };
  try {
    return { ...calculate(parsed.input), form, errors: {} };
  } catch {
    // The form's limits match the engine's, so this is a safety net: keep the last result.
    return { ...state, form, errors: {} };
  }
}
