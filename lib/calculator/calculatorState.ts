import { type PayRates } from '@/lib/tax/calculate';
import { type CompleteNannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { type CalculatorFormValues, type FieldErrors } from './calculatorForm';
import type { parseCalculatorForm } from './parseCalculatorForm';

/**
 * The form parser. It travels with the engine's chunk (its limits and messages are as large as
 * they are rare to need before the first edit), so edits hand it to the reducer once it is here.
 */
export type ParseForm = typeof parseCalculatorForm;

/**
 * The result in the engine's own words (`describeResult`, `perUnit`), written in the engine chunk
 * so the page's first load carries neither the wording nor the warnings module it lives in.
 */
export interface CalculationSummary {
  /** e.g. "You pay $4,726.80 a year in employer taxes; your nanny takes home $923.50 a week." */
  answer: string;
  /** For take-home pay: the target and the gross rate it needs, e.g. "$25.00 an hour". */
  grossRate: { net: string; gross: string } | null;
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

/**
 * The calculator: what the form shows, what is wrong with it, and the last calculation, which
 * stays on screen while a field is being retyped or the engine works out the next one.
 */
export interface CalculatorState {
  form: CalculatorFormValues;
  errors: FieldErrors;
  calculation: Calculation;
  /** The valid input waiting for the engine; null when the results match the form. */
  pending: CompleteNannyTaxInput | null;
  /** The engine could not be loaded for `pending`; the next edit tries again. */
  engineFailed: boolean;
  /** An edit arrived before the parser (engine chunk): the form waits to be checked. */
  unparsed: boolean;
}

export type CalculatorAction =
  /**
   * The user changed fields: parsed at once when the parser is here (field errors show while
   * typing), else marked unparsed until `parser` arrives.
   */
  | { type: 'edit'; change: Partial<CalculatorFormValues>; parse: ParseForm | null }
  /** The parser has arrived: check the form that waited for it. */
  | { type: 'parser'; parse: ParseForm }
  /** The engine answered for `input`; null when it refused the input (the last result stays). */
  | { type: 'calculated'; input: CompleteNannyTaxInput; calculation: Calculation | null }
  /** The engine's chunk failed to load while `input` was waiting. */
  | { type: 'engineFailed'; input: CompleteNannyTaxInput | null };

/** How current the results on screen are, for the results panel. */
export type ResultsStatus = 'current' | 'updating' | 'invalid' | 'engineFailed';

/**
 * The state for the server's first calculation. Server and browser start from the same page
 * props, so the first render matches (hydration) and needs no engine.
 */
export function initCalculatorState(calculation: Calculation): CalculatorState {
  return {
    form: calculation.form,
    errors: {},
    calculation,
    pending: null,
    engineFailed: false,
    unparsed: false,
  };
}

function checked(
  state: CalculatorState,
  form: CalculatorFormValues,
  parse: ParseForm,
): CalculatorState {
  const parsed = parse(form, state.calculation.input.taxYear);
  if (!parsed.ok) {
    return {
      ...state,
      form,
      errors: parsed.errors,
      pending: null,
      engineFailed: false,
      unparsed: false,
    };
  }
  return {
    ...state,
    form,
    errors: {},
    pending: parsed.input,
    engineFailed: false,
    unparsed: false,
  };
}

/**
 * Applies an edit or the engine's answer. Pure, so React may call it twice in development. An
 * answer for anything but the input now waiting is dropped: a newer edit has replaced it.
 */
export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  switch (action.type) {
    case 'edit': {
      const form = { ...state.form, ...action.change };
      if (action.parse) return checked(state, form, action.parse);
      return { ...state, form, pending: null, engineFailed: false, unparsed: true };
    }
    case 'parser':
      return state.unparsed ? checked(state, state.form, action.parse) : state;
    case 'calculated':
      if (action.input !== state.pending) return state;
      // A refused input is a safety net (the form's limits match the engine's): keep the last result.
      return { ...state, calculation: action.calculation ?? state.calculation, pending: null };
    case 'engineFailed':
      // null: the parser's (engine's) chunk failed while an edit waited to be checked.
      if (action.input === null ? !state.unparsed : action.input !== state.pending) return state;
      // Not unparsed any more: the next edit asks for the chunk again.
      return { ...state, engineFailed: true, unparsed: false };
  }
}

/** Whether the results on screen belong to the form, and if not, why. */
export function resultsStatus(state: CalculatorState): ResultsStatus {
  if (Object.keys(state.errors).length > 0) return 'invalid';
  if (state.engineFailed) return 'engineFailed';
  return state.pending === null && !state.unparsed ? 'current' : 'updating';
}
