import { type PayRates } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { type CalculatorFormValues } from './calculatorForm';
import { type PayFloorNotice } from './payFloorNotice';

/**
 * The result in the engine's own words (`describeResult`, `perUnit`), written in the engine chunk
 * so the page's first load carries neither the wording nor the warnings module it lives in.
 */
export interface CalculationSummary {
  /** e.g. "You pay $4,726.80 a year in employer taxes; your nanny takes home $923.50 a week." */
  answer: string;
  /** For take-home pay: the target and the gross rate it needs, e.g. "$25.00 an hour". */
  grossRate: { net: string; gross: string } | null;
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
