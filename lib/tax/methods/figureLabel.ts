import { type PlacedFigure } from './figureWalk';
import { branchDepth } from './jurisdiction';

/** Keys whose words alone would mislead or repeat. */
const WORDS: Readonly<Record<string, string>> = {
  newEmployerRate: 'new-employer rate',
  incomeTax: 'income tax',
  stateWithholding: 'withholding',
  localIncomeTaxes: 'local income tax',
  futa: 'FUTA',
};

/** Containers whose entries are named by themselves ("Paid Leave Oregon", not "Programs, …"). */
const CONTAINERS = new Set(['programs', 'surcharges', 'list']);

/** `newEmployerRate` → "new-employer rate", `wageBase` → "wage base"; names stay as they are. */
function words(step: string): string {
  if (WORDS[step]) return WORDS[step];
  if (!/^[a-z][A-Za-z]*$/.test(step)) return step;
  return step.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/**
 * What a figure is, for a reader: its trail below the jurisdiction's branch ("unemployment, wage
 * base"; "Philadelphia: tax, resident"), capitalised. A state's withholding method is "Withholding".
 */
export function figureLabel({ path, trail }: PlacedFigure): string {
  const depth = branchDepth(path);
  const steps = trail.slice(depth).filter((step, i, all) => {
    // A city's minimum wage is its `minimumWage.rate`: "St. Paul: minimum wage".
    if (step === 'rate' && all[i - 1] === 'minimumWage') return false;
    return !CONTAINERS.has(step);
  });
  const kept = steps.length > 0 ? steps : trail.slice(0, 1);
  const [first = '', ...rest] = kept.map(words);
  // A list entry's name ("Philadelphia") or code starts upper-case; data keys never do.
  const isName = /^[A-Z]/.test(kept[0] ?? '');
  const label = rest.length === 0 ? first : `${first}${isName ? ':' : ','} ${rest.join(', ')}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
