import { createDemand } from '@/lib/site/hydration/demand';
import { preloadShareEngine } from './loadShareEngine';

/**
 * The share calculator's code beyond the form (the engine, the results' components) is wanted
 * from the first focus, touch or key press in the form; before that the server's HTML shows the
 * first result as it is.
 */
export const shareDemand = createDemand();

/** Starts loading everything the first edit will need. */
export function preloadShare(): void {
  shareDemand.request();
  preloadShareEngine();
}
