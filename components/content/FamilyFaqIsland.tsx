import { staticIsland } from '@/components/hydration/staticIsland';

/**
 * The FAQ opens and closes with native `<details>`: nothing in it needs code, so on the page the
 * browser loaded it stays the server's HTML, and its copy (about 1 kB gzip) stays out of the first
 * load. A client-side visit renders it as usual.
 */
const FamilyFaqIsland = staticIsland(() => import('./FamilyFaqSection'), 'faq');

export default FamilyFaqIsland;
