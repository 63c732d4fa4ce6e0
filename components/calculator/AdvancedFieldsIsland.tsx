import { deferredIsland } from '@/components/hydration/deferredIsland';
import { calculatorDemand } from '@/lib/calculator/calculatorDemand';

/**
 * The Advanced section's fields when a shared URL opens the section: the server renders them in
 * place (the page preloads this island), and the browser keeps that HTML until the form is
 * touched. A React.lazy boundary here would make the server stream the fields separately, with
 * inline scripts the page's CSP blocks (docs/calculator.md#advanced-section).
 */
const AdvancedFieldsIsland = deferredIsland(
  () => import('./AdvancedFieldsContent'),
  calculatorDemand,
  // The fields' groups keep the section's spacing inside the island's wrapper.
  { name: 'calculator-advanced', interactive: true, style: { display: 'grid', gap: 32 } },
);

export default AdvancedFieldsIsland;
