import { deferredIsland } from '@/components/hydration/deferredIsland';
import { calculatorDemand } from '@/lib/calculator/calculatorDemand';

/**
 * The single calculator's "Where does your nanny work?" fields on the share page, as the same
 * kind of deferred island: the server renders them for the URL's state and the locality list
 * loads with the share's engine, so it stays out of the first load
 * (docs/calculator.md#locality-fields).
 */
const ShareLocalityFieldsIsland = deferredIsland(
  () => import('../LocalityFields'),
  calculatorDemand,
  {
    name: 'share-locality',
    interactive: true,
    style: { display: 'contents' },
  },
);

export default ShareLocalityFieldsIsland;
