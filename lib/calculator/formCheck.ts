import { type TaxYear } from '@/lib/tax/taxYear';
import { type FormCalculation, type FormCheck, type FormErrors } from './calculatorState';

/** A form parser's answer: the engine input, or one message per invalid field. */
export type Parsed<I, E extends FormErrors> = { ok: true; input: I } | { ok: false; errors: E };

/**
 * The engine side's check of a form for the calculator machine: the parser's field errors, or
 * the calculation of the parsed input; null when the engine refuses it (the last result stays).
 */
export function formChecker<F, I, C extends FormCalculation, E extends FormErrors>(
  parse: (form: F, taxYear: TaxYear) => Parsed<I, E>,
  calculate: (input: I) => C,
): (form: F, taxYear: TaxYear) => FormCheck<C, E> {
  return (form, taxYear) => {
    const parsed = parse(form, taxYear);
    if (!parsed.ok) return { errors: parsed.errors, calculation: null };
    try {
      return { errors: {} as E, calculation: calculate(parsed.input) };
    } catch {
      // The form's limits match the engine's, so this is a safety net.
      return { errors: {} as E, calculation: null };
    }
  };
}

/**
 * The calculation for a starting input (the server's first result). An input the engine refuses
 * falls back to the default example rather than breaking the page.
 */
export function calculateOr<I, C>(calculate: (input: I) => C, input: I, fallback: I): C {
  try {
    return calculate(input);
  } catch {
    return calculate(fallback);
  }
}
