import { type TaxYear } from '@/lib/tax/taxYear';

/** One message per invalid field, keyed by the form's own field names. */
export type FormErrors = Partial<Record<string, string>>;

/** What the machine needs of a calculation, whichever calculator made it. */
export interface FormCalculation {
  input: { taxYear: TaxYear };
  /** The form showing `input` (the page's first state). */
  form: object;
  /** The query string (without "?") that reproduces `input` on the page. */
  search: string;
}

/** The engine's check of a form: its field errors, or (none) its calculation. */
export interface FormCheck<C extends FormCalculation, E extends FormErrors> {
  errors: E;
  /** null with errors, or when the engine refused a valid form (the last result stays). */
  calculation: C | null;
}

/**
 * A calculator, single or share: what the form shows, and the last check of a form (its errors,
 * or the calculation that stays on screen while the next one is worked out). The form parser
 * travels with the engine's chunk, so the first edit waits for it once
 * (docs/calculator.md#one-calculator-machine).
 */
export interface CalculatorState<C extends FormCalculation, E extends FormErrors> {
  form: C['form'];
  /** The form the errors and the calculation belong to. */
  checkedForm: C['form'];
  errors: E;
  calculation: C;
  /** The engine's chunk could not be loaded for `form`; the next edit tries again. */
  engineFailed: boolean;
  /**
   * The form's fields the visitor has changed (top-level keys): an error is shown only at a
   * field they changed, so turning on a section does not mark its empty fields as mistakes.
   */
  touched: ReadonlySet<string>;
}

export type CalculatorAction<C extends FormCalculation, E extends FormErrors> =
  /** The user changed fields. */
  | { type: 'edit'; change: Partial<C['form']> }
  /** The engine checked `form`. */
  | ({ type: 'checked'; form: C['form'] } & FormCheck<C, E>)
  /** The engine's chunk failed to load while `form` waited. */
  | { type: 'engineFailed'; form: C['form'] };

/**
 * How current the results on screen are, for the results panel: `incomplete` when the only
 * problems are fields the visitor has not filled in yet (a section just turned on).
 */
export type ResultsStatus = 'current' | 'updating' | 'invalid' | 'incomplete' | 'engineFailed';

/**
 * The state for the server's first calculation. Server and browser start from the same page
 * props, so the first render matches (hydration) and needs no engine.
 */
export function initCalculatorState<C extends FormCalculation, E extends FormErrors>(
  calculation: C,
): CalculatorState<C, E> {
  return {
    form: calculation.form,
    checkedForm: calculation.form,
    errors: {} as E,
    calculation,
    engineFailed: false,
    touched: new Set(),
  };
}

/**
 * Applies an edit or the engine's answer. Pure, so React may call it twice in development. An
 * answer for anything but the form now shown is dropped: a newer edit has replaced it.
 */
export function calculatorReducer<C extends FormCalculation, E extends FormErrors>(
  state: CalculatorState<C, E>,
  action: CalculatorAction<C, E>,
): CalculatorState<C, E> {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        form: { ...state.form, ...action.change },
        engineFailed: false,
        touched: new Set([...state.touched, ...Object.keys(action.change)]),
      };
    case 'checked':
      if (action.form !== state.form) return state;
      return {
        ...state,
        checkedForm: action.form,
        errors: action.errors,
        // A refused input is a safety net (the form's limits match the engine's): keep the last.
        calculation: action.calculation ?? state.calculation,
      };
    case 'engineFailed':
      return action.form === state.form ? { ...state, engineFailed: true } : state;
  }
}

/** The top-level form key an error belongs to: "families.1.soloRate" → "families". */
function fieldOf(errorKey: string): string {
  return errorKey.split('.')[0] ?? errorKey;
}

/**
 * The errors to show: those at fields the visitor has changed, and those of rules across fields
 * (the shares' sum), which belong to no one field.
 */
export function shownErrors<E extends FormErrors>(state: CalculatorState<FormCalculation, E>): E {
  const untouchedField = (key: string) =>
    fieldOf(key) in state.form && !state.touched.has(fieldOf(key));
  const entries = Object.entries(state.errors).filter(([key]) => !untouchedField(key));
  return Object.fromEntries(entries) as E;
}

/** Whether the results on screen belong to the form, and if not, why. */
export function resultsStatus(state: CalculatorState<FormCalculation, FormErrors>): ResultsStatus {
  if (state.form !== state.checkedForm) return state.engineFailed ? 'engineFailed' : 'updating';
  if (Object.keys(state.errors).length === 0) return 'current';
  return Object.keys(shownErrors(state)).length > 0 ? 'invalid' : 'incomplete';
}
