import { type CompleteNannyTaxInput } from '../contract';
import { entersRate, findLocality } from './lookup';
import { taxesResidents } from './residence';

/** The highest local rate accepted (10%): no US local income tax comes near it. */
export const MAX_LOCAL_RATE = 0.1;

type LocalityFields = Pick<CompleteNannyTaxInput, 'state' | 'locality' | 'localRate'> &
  Partial<Pick<CompleteNannyTaxInput, 'taxYear' | 'residence'>>;

/** What is wrong with the request's locality fields, in plain words, or null. */
export function localityError(input: LocalityFields): string | null {
  const residence = residenceError(input);
  if (residence) return residence;
  if (input.locality === null) return null;
  const locality = findLocality(input.locality, input.taxYear);
  if (!locality) return `Unknown locality ${input.locality}.`;
  if (locality.state !== input.state) {
    return `Locality ${locality.code} is in ${locality.state}, not ${input.state}.`;
  }
  const rate = input.localRate;
  if (entersRate(locality) && (rate === null || !(rate >= 0 && rate <= MAX_LOCAL_RATE))) {
    return `Locality ${locality.code} needs a local rate from 0 to ${MAX_LOCAL_RATE}.`;
  }
  return null;
}

/** What is wrong with `residence` (a place of the state that taxes its residents), or null. */
export function residenceError(
  input: Pick<LocalityFields, 'state' | 'residence' | 'taxYear'>,
): string | null {
  if (input.residence === null || input.residence === undefined) return null;
  const place = findLocality(input.residence, input.taxYear);
  if (!place) return `Unknown residence ${input.residence}.`;
  if (place.state !== input.state) {
    return `Residence ${place.code} is in ${place.state}, not ${input.state}.`;
  }
  if (!taxesResidents(place)) return `${place.name} has no tax on residents: use null.`;
  return null;
}
