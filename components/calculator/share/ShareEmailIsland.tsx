import { deferredIsland } from '@/components/hydration/deferredIsland';
import { calculatorDemand } from '@/lib/calculator/calculatorDemand';

/**
 * The share's e-mail form as a deferred island, as the single calculator's: its code loads with
 * the engine on the first interaction, or when the visitor touches it first; what was typed
 * carries over.
 */
const ShareEmailIsland = deferredIsland(() => import('./ShareEmailForm'), calculatorDemand, {
  name: 'share-email',
  interactive: true,
});

export default ShareEmailIsland;
