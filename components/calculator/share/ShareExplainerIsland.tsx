import { staticIsland } from '@/components/hydration/staticIsland';

/** The share's explainer is text and a link: a static island, as the single calculator's. */
const ShareExplainerIsland = staticIsland(() => import('./ShareExplainer'), 'share-explainer');

export default ShareExplainerIsland;
