import { deferredIsland } from '@/components/hydration/deferredIsland';
import { calculatorDemand } from '@/lib/calculator/calculatorDemand';

/**
 * "Where does your nanny work?" and its follow-ups: the server renders them in place (the page
 * preloads this island); the browser keeps that HTML until the form is touched, so the locality
 * list (every Maryland and Indiana county, with their rates) stays out of the first load
 * (docs/calculator.md#locality-fields). `display: contents` lets the fields sit in the form's own
 * grid, and an empty island (a state without localities) takes no room.
 */
const LocalityFieldsIsland = deferredIsland(() => import('./LocalityFields'), calculatorDemand, {
  name: 'calculator-locality',
  interactive: true,
  style: { display: 'contents' },
});

export default LocalityFieldsIsland;
