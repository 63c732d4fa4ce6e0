import { useReducer } from 'react';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { type CalculatorForm } from './calculatorForm';
import { calculatorReducer, initCalculatorState, type CalculatorState } from './calculatorState';
import { useQuerySync } from './useQuerySync';

export interface Calculator extends CalculatorState {
  change: (change: Partial<CalculatorForm>) => void;
}

/**
 * The calculator's state for the page: recalculated on every edit (no submit), mirrored into the
 * URL, starting from the input the server rendered.
 */
export function useCalculator(initialInput: CompleteNannyTaxInput): Calculator {
  const [state, change] = useReducer(calculatorReducer, initialInput, initCalculatorState);
  useQuerySync(state.input);
  return { ...state, change };
}
