import { type PayRates } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { type CalculatorFormValues } from './calculatorForm';
import { type PayFloorNotice } from './payFloorNotice';

/**
 * What the engine side works out for the form beside the result, in the engine chunk, so the
 * page's first load carries neither it nor the warnings module. (The answer sentence is written
 * by the results panel in the page's language: docs/calculator.md#languages.)
 */
export interface CalculationSummary {
  /** What the Pay field says when the pay is below a minimum wage, or null. */
  payFloor: PayFloorNotice | null;
}

/** A valid input with the engine's answer for it. */
export interface Calculation {
  input: CompleteNannyTaxInput;
  result: NannyTaxResult;
  /** The solved gross rate, when the user entered take-home pay; null for gross pay. */
  rates: PayRates | null;
  summary: CalculationSummary;
  /** The query string (without "?") that reproduces `input` on the calculator page. */
  search: string;
  /**
   * The form showing `input`, written by the engine side (server, engine chunk), so the page's
   * first load needs no input-to-form code.
   */
  form: CalculatorFormValues;
}
