import { deferredIsland } from '@/components/hydration/deferredIsland';
import { calculatorDemand } from '@/lib/calculator/calculatorDemand';

/**
 * The share's results as a deferred island, as the single calculator's: the server renders the
 * first result, and the tables' code loads with the engine on the first interaction with the
 * form, which keeps the page's first load within the budget.
 */
const ShareResultsIsland = deferredIsland(() => import('./ShareResults'), calculatorDemand, {
  name: 'share-results',
  style: { minWidth: 0 },
});

export default ShareResultsIsland;
