import { useCallback, useEffect, useReducer } from 'react';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { type CalculatorFormValues } from '@/lib/calculator/calculatorForm';
import {
  calculatorReducer,
  initCalculatorState,
  resultsStatus,
  type Calculation,
  type CalculatorState,
  type ResultsStatus,
} from '@/lib/calculator/calculatorState';
import {
  loadCalculatorEngine,
  loadedCalculatorEngine,
  type CalculatorEngine,
} from '@/lib/calculator/loadCalculatorEngine';
import { useQuerySync } from './useQuerySync';
import { trackSiteEvent } from '@/lib/tracking/analytics/siteEvents';

export interface Calculator extends CalculatorState {
  status: ResultsStatus;
  change: (change: Partial<CalculatorFormValues>) => void;
}

function run(engine: CalculatorEngine, input: CompleteNannyTaxInput): Calculation | null {
  try {
    return engine.calculate(input);
  } catch {
    return null;
  }
}

const reportCalculatorUsed = () => trackSiteEvent('calculatorUsed');
/**
 * The calculator's state for the page: starts from the server's calculation, recalculates on
 * every valid edit (no submit) once the engine has loaded, and mirrors the input into the URL.
 */
export function useCalculator(initialCalculation: Calculation): Calculator {
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculation, initCalculatorState);
  const { pending, unparsed } = state;

  useEffect(() => {
    if (!unparsed) return;
    // The first edit arrived before the engine's chunk, which brings the parser too.
    loadCalculatorEngine().then(
      (engine) => dispatch({ type: 'parser', parse: engine.parseForm }),
      (error: unknown) => {
        browserLogger.warn({ err: String(error) }, 'Calculator engine could not be loaded');
        dispatch({ type: 'engineFailed', input: null });
      },
    );
  }, [unparsed]);

  useEffect(() => {
    if (pending === null) return;
    const engine = loadedCalculatorEngine();
    if (engine) {
      dispatch({ type: 'calculated', input: pending, calculation: run(engine, pending) });
      return;
    }
    // The first edit waits for the engine's chunk; the reducer drops an answer a newer edit replaced.
    loadCalculatorEngine().then(
      (loaded) =>
        dispatch({ type: 'calculated', input: pending, calculation: run(loaded, pending) }),
      (error: unknown) => {
        browserLogger.warn({ err: String(error) }, 'Calculator engine could not be loaded');
        dispatch({ type: 'engineFailed', input: pending });
      },
    );
  }, [pending]);

  // The first URL write of a page view is the visitor using the calculator: tracked once.
  useQuerySync(state.calculation.search, { onFirstWrite: reportCalculatorUsed });
  const change = useCallback(
    (edit: Partial<CalculatorFormValues>) =>
      dispatch({ type: 'edit', change: edit, parse: loadedCalculatorEngine()?.parseForm ?? null }),
    [],
  );
  return { ...state, status: resultsStatus(state), change };
}
