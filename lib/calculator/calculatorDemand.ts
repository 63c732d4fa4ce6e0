import { createDemand } from '@/lib/site/hydration/demand';
import { preloadCalculatorEngine } from './loadCalculatorEngine';

/**
 * The calculator's code beyond the form (the engine, the results panel's components) is wanted
 * from the first focus, touch or key press in the form: before that the server's HTML shows the
 * first result as it is.
 */
export const calculatorDemand = createDemand();

/** Starts loading everything the first edit will need. */
export function preloadCalculator(): void {
  calculatorDemand.request();
  preloadCalculatorEngine();
}
