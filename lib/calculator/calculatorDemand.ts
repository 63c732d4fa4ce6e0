import { createDemand } from '@/lib/site/hydration/demand';

/**
 * A calculator's code beyond the form (the engine, the results' components, the e-mail form) is
 * wanted from the first focus, touch or key press in the form: before that the server's HTML
 * shows the first result as it is. One demand serves either calculator page.
 */
export const calculatorDemand = createDemand();

/** Starts loading everything the first edit will need: the islands' code and the engine. */
export function preloadCalculator(loadEngine: () => Promise<unknown>): void {
  calculatorDemand.request();
  // A failure surfaces on the edit that needs the engine.
  loadEngine().catch(() => undefined);
}
