import { deferredIsland } from '@/components/hydration/deferredIsland';
import { createDemand } from '@/lib/hydration/demand';

/**
 * The explainer under the calculator is text and a phone link: nothing in it needs code, so on
 * the page the browser loaded it stays the server's HTML (its demand is never requested); a
 * client-side visit renders it as usual.
 */
const CalculatorExplainerIsland = deferredIsland(
  () => import('./CalculatorExplainer'),
  createDemand(),
  { name: 'calculator-explainer' },
);

export default CalculatorExplainerIsland;
