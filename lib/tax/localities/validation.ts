import { type CompleteNannyTaxInput } from '../contract';
import { entersRate, findLocality } from './lookup';

/** The highest local rate accepted (10%): no US local income tax comes near it. */
export const MAX_LOCAL_RATE = 0.1;

/** What is wrong with the request's locality fields, in plain words, or null. */
export function localityError(
  input: Pick<CompleteNannyTaxInput, 'state' | 'locality' | 'localRate'> &
    Partial<Pick<CompleteNannyTaxInput, 'taxYear'>>,
): string | null {
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
