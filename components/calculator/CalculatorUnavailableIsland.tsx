import { staticIsland } from '@/components/hydration/staticIsland';

/**
 * The downtime or gated notice is text and phone links: on the page the browser loaded it stays
 * the server's HTML, so neither calculator page carries its code in the first load.
 */
const CalculatorUnavailableIsland = staticIsland(
  () => import('./CalculatorUnavailable'),
  'calculator-unavailable',
);

export default CalculatorUnavailableIsland;
