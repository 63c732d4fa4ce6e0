import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { asksResidence, entersRate, findLocality } from '@/lib/tax/localities/lookup';
import { type CalculatorFormValues } from './calculatorForm';

/** The locality fields both calculators' forms hold. */
export type LocalityFormValues = Pick<
  CalculatorFormValues,
  'state' | 'locality' | 'livesInLocality' | 'localRatePercent'
>;

/**
 * The request's locality fields from a form: a locality of the form's state (another state's is
 * dropped, as a shared URL's would be), residence only where it decides the tax, and the rate
 * (read by the caller, which reports its errors) only where the family enters it.
 */
export function localityInput(
  form: Omit<LocalityFormValues, 'localRatePercent'>,
  readRate: () => number | null,
): Pick<CompleteNannyTaxInput, 'locality' | 'livesInLocality' | 'localRate'> {
  const locality = form.locality === '' ? undefined : findLocality(form.locality);
  if (!locality || locality.state !== form.state) {
    return { locality: null, livesInLocality: true, localRate: null };
  }
  return {
    locality: locality.code,
    livesInLocality: asksResidence(locality) ? form.livesInLocality : true,
    localRate: entersRate(locality) ? readRate() : null,
  };
}
