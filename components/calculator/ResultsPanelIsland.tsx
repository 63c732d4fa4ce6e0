import { deferredIsland } from '@/components/hydration/deferredIsland';
import { calculatorDemand } from '@/lib/calculator/calculatorDemand';

/**
 * The results panel as a deferred island: the server renders the first result; its tables'
 * code (~4 kB gzip) loads with the engine, on the first interaction with the form, so the
 * calculator page stays within the first-load budget.
 */
const ResultsPanelIsland = deferredIsland(() => import('./ResultsPanel'), calculatorDemand, {
  name: 'results',
  // A grid item: without it, a wide table would widen the column instead of scrolling.
  style: { minWidth: 0 },
});

export default ResultsPanelIsland;
