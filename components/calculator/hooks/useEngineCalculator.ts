import { useCallback, useEffect, useReducer } from 'react';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { type OnceLoader } from '@/lib/platform/loading/loadOnce';
import {
  calculatorReducer,
  initCalculatorState,
  resultsStatus,
  shownErrors,
  type CalculatorAction,
  type CalculatorState,
  type FormCalculation,
  type FormCheck,
  type FormErrors,
  type ResultsStatus,
} from '@/lib/calculator/calculatorState';
import { type TaxYear } from '@/lib/tax/taxYear';
import { useQuerySync } from './useQuerySync';

/** What the hook needs of an engine chunk: its check of a form. */
export interface CheckingEngine<C extends FormCalculation, E extends FormErrors> {
  checkForm: (form: C['form'], taxYear: TaxYear) => FormCheck<C, E>;
}

/** Where a calculator's engine comes from, and what the hook reports. */
export interface EngineCalculatorOptions<C extends FormCalculation, E extends FormErrors> {
  /** The engine chunk's loader (module-level, so it is the same object on every render). */
  engine: OnceLoader<CheckingEngine<C, E>>;
  /** Called once, with the first URL write: the visitor has used the calculator. */
  onFirstWrite?: () => void;
}

export interface EngineCalculator<
  C extends FormCalculation,
  E extends FormErrors,
> extends CalculatorState<C, E> {
  status: ResultsStatus;
  change: (change: Partial<C['form']>) => void;
}

/**
 * How long typing must pause before the form is checked: "1e9" or "20,50" typed at speed is read
 * once, whole, never as the "1" or "20" on the way to it.
 */
export const SETTLE_MS = 350;

/**
 * Either calculator's state for its page: starts from the server's calculation, checks and
 * recalculates the form once edits settle (no submit; the engine loads on the first
 * interaction), shows errors only at fields the visitor changed, and mirrors the input into the
 * URL (docs/calculator.md#one-calculator-machine).
 */
export function useEngineCalculator<C extends FormCalculation, E extends FormErrors>(
  initial: C,
  { engine, onFirstWrite }: EngineCalculatorOptions<C, E>,
): EngineCalculator<C, E> {
  const [state, dispatch] = useReducer(calculatorReducer<C, E>, initial, initCalculatorState<C, E>);
  const { form, checkedForm } = state;
  const taxYear = state.calculation.input.taxYear;

  useEffect(() => {
    if (form === checkedForm) return;
    const check = (loaded: CheckingEngine<C, E>): CalculatorAction<C, E> => ({
      type: 'checked',
      form,
      ...loaded.checkForm(form, taxYear),
    });
    const run = () => {
      const ready = engine.loaded();
      if (ready) {
        dispatch(check(ready));
        return;
      }
      // The first edit waits for the engine's chunk; the reducer drops an answer a newer edit replaced.
      engine.load().then(
        (loaded) => dispatch(check(loaded)),
        (error: unknown) => {
          browserLogger.warn({ err: String(error) }, 'Calculator engine could not be loaded');
          dispatch({ type: 'engineFailed', form });
        },
      );
    };
    // Each edit replaces the form, so this restarts the wait: only the settled form is checked.
    const timer = setTimeout(run, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [form, checkedForm, taxYear, engine]);

  useQuerySync(state.calculation.search, { onFirstWrite });
  const change = useCallback(
    (edit: Partial<C['form']>) => dispatch({ type: 'edit', change: edit }),
    [],
  );
  return { ...state, errors: shownErrors(state), status: resultsStatus(state), change };
}
