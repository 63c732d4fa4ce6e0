import { deferredIsland } from '@/components/hydration/deferredIsland';
import { calculatorDemand } from '@/lib/calculator/calculatorDemand';

/**
 * The e-mail form as a deferred island: below the results, its code (form, address check, send)
 * loads with the rest of the calculator on the first interaction, or when the visitor touches it
 * first; anything typed before then carries over.
 */
const EmailResultsIsland = deferredIsland(() => import('./EmailResultsForm'), calculatorDemand, {
  name: 'email-results',
  interactive: true,
});

export default EmailResultsIsland;
