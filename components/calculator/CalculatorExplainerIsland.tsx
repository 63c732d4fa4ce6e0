import { staticIsland } from '@/components/hydration/staticIsland';

/**
 * The explainer under the calculator is text and a phone link: nothing in it needs code, so on
 * the page the browser loaded it stays the server's HTML; a client-side visit renders it as usual.
 */
const CalculatorExplainerIsland = staticIsland(
  () => import('./CalculatorExplainer'),
  'calculator-explainer',
);

export default CalculatorExplainerIsland;
