import { deferredIsland } from '@/components/hydration/deferredIsland';
import { createDemand } from '@/lib/hydration/demand';

/**
 * The FAQ opens and closes with native `<details>`: nothing in it needs code, so on the page the
 * browser loaded it stays the server's HTML (its demand is never requested), and its copy (about
 * 1 kB gzip) stays out of the first load. A client-side visit renders it as usual.
 */
const FamilyFaqIsland = deferredIsland(() => import('./FamilyFaqSection'), createDemand(), {
  name: 'faq',
});

export default FamilyFaqIsland;
