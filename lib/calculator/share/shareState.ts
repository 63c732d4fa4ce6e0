import { type CompleteNannyShareInput, type NannyShareResult } from '@/lib/tax/share/contract';
import { type ShareFieldErrors, type ShareForm } from './shareForm';

/** A valid share with the engine's answer, its plain-words summary, URL and form. */
export interface ShareCalculation {
  input: CompleteNannyShareInput;
  result: NannyShareResult;
  /** One sentence per family and one for the nanny (./shareSummary.ts). */
  summary: string[];
  /** The query string (without "?") that reproduces `input` on the share page. */
  search: string;
  form: ShareForm;
}

/** How current the results are (as the single calculator's). */
export type ShareStatus = 'current' | 'updating' | 'invalid' | 'engineFailed';

/**
 * The share calculator: what the form shows, and the last check of a form (its errors, or the
 * calculation that stays on screen while the next one is worked out). The parser travels with
 * the engine's chunk, so every edit waits for it once.
 */
export interface ShareState {
  form: ShareForm;
  /** The form the errors and the engine's answer belong to. */
  checkedForm: ShareForm;
  errors: ShareFieldErrors;
  calculation: ShareCalculation;
  /** The engine's chunk could not be loaded for the current form; the next edit tries again. */
  engineFailed: boolean;
}

export type ShareAction =
  | { type: 'edit'; form: ShareForm }
  /** The engine checked `form`: its errors, or its calculation (null: refused, keep the last). */
  | {
      type: 'checked';
      form: ShareForm;
      errors: ShareFieldErrors;
      calculation: ShareCalculation | null;
    }
  | { type: 'engineFailed'; form: ShareForm };

/** The state for the server's first calculation (server and browser start alike). */
export function initShareState(calculation: ShareCalculation): ShareState {
  return {
    form: calculation.form,
    checkedForm: calculation.form,
    errors: {},
    calculation,
    engineFailed: false,
  };
}

/** Applies an edit or the engine's answer; an answer for an older form is dropped. Pure. */
export function shareReducer(state: ShareState, action: ShareAction): ShareState {
  switch (action.type) {
    case 'edit':
      return { ...state, form: action.form, engineFailed: false };
    case 'checked':
      if (action.form !== state.form) return state;
      return {
        ...state,
        checkedForm: action.form,
        errors: action.errors,
        calculation: action.calculation ?? state.calculation,
      };
    case 'engineFailed':
      return action.form === state.form ? { ...state, engineFailed: true } : state;
  }
}

/** Whether the results on screen belong to the form, and if not, why. */
export function shareStatus(state: ShareState): ShareStatus {
  if (state.form !== state.checkedForm) return state.engineFailed ? 'engineFailed' : 'updating';
  return Object.keys(state.errors).length > 0 ? 'invalid' : 'current';
}
