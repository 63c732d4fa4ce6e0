import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { entersRate, findLocality } from '@/lib/tax/localities/lookup';
import { taxesResidents } from '@/lib/tax/localities/residence';
import { type StateCode } from '@/lib/tax/states';
import { type CalculatorFormValues } from './calculatorForm';

/** The locality fields both calculators' forms hold. */
export type LocalityFormValues = Pick<
  CalculatorFormValues,
  'state' | 'locality' | 'residence' | 'localRatePercent'
>;

/** The place with this code in the form's state, or undefined ('' = none). */
export function placeIn(code: string, state: StateCode) {
  const place = code === '' ? undefined : findLocality(code);
  return place?.state === state ? place : undefined;
}

/**
 * The residence once the work place changes: a residence that followed the old work place
 * follows the new one (itself where it taxes residents, else none); one chosen apart is kept.
 */
export function residenceAfterWorkChange(form: LocalityFormValues, work: string): string {
  const followed =
    form.residence === form.locality || placeIn(form.residence, form.state) === undefined;
  if (!followed) return form.residence;
  const place = placeIn(work, form.state);
  return place && taxesResidents(place) ? place.code : '';
}

/**
 * The request's locality fields from a form: a work place and a residence of the form's state
 * (another state's is dropped, as a shared URL's would be), and the rate (read by the caller,
 * which reports its errors) only where the family enters it.
 */
export function localityInput(
  form: Omit<LocalityFormValues, 'localRatePercent'>,
  readRate: () => number | null,
): Pick<CompleteNannyTaxInput, 'locality' | 'livesInLocality' | 'residence' | 'localRate'> {
  const home = placeIn(form.residence, form.state);
  const residence = home && taxesResidents(home) ? home.code : null;
  const locality = placeIn(form.locality, form.state);
  if (!locality) return { locality: null, livesInLocality: true, residence, localRate: null };
  return {
    locality: locality.code,
    livesInLocality: true,
    residence,
    localRate: entersRate(locality) ? readRate() : null,
  };
}
