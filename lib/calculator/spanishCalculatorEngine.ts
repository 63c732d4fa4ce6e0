import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { localizeNannyTaxResult } from '@/lib/tax/messages/localizeResult';
import { type Calculation } from './calculation';
import * as englishEngine from './calculatorEngine';
import { formChecker } from './formCheck';
import { parseCalculatorForm } from './parseCalculatorForm';

// The engine side of the Spanish calculator page: the same engine, with its answer's words (the
// warnings, line names, notes) in Spanish (docs/calculator.md#warnings-per-language). Its own
// chunk, so an English page never loads the Spanish tables, and the Spanish page loads them only
// with the engine, on the first interaction.

/** A calculation with its answer's words in Spanish. */
export function inSpanish(calculation: Calculation): Calculation {
  return { ...calculation, result: localizeNannyTaxResult(calculation.result, 'es') };
}

/** Runs the engine and words its answer in Spanish. */
export function calculate(input: CompleteNannyTaxInput): Calculation {
  return inSpanish(englishEngine.calculate(input));
}

/** The server's first calculation, in Spanish. */
export function calculateOrDefault(input: CompleteNannyTaxInput): Calculation {
  return inSpanish(englishEngine.calculateOrDefault(input));
}

/** An edited form's field errors, or its calculation in Spanish. */
export const checkForm = formChecker(parseCalculatorForm, calculate);
