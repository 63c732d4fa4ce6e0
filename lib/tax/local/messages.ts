import { type NannyTaxWarning } from '../contract';
import { type Locality } from '../localities/types';
import { warning } from '../warnings';

/** A locality as a warning names it. */
const placeOf = (locality: Locality) => ({ locality: locality.code, place: locality.name });

/** The family does not withhold income tax: the local tax is the nanny's to pay. */
export function notWithheldWarning(places: readonly Locality[]): NannyTaxWarning {
  return warning('LOCAL_INCOME_TAX_NOT_WITHHELD', { places: places.map(placeOf) });
}

/** New York City taxes residents only. */
export function nycNonresidentWarning(): NannyTaxWarning {
  return warning('LOCAL_INCOME_TAX_NOT_OWED', { reason: 'nycNonresident' });
}

/** A Maryland county is where she works, not where she lives (none of the listed counties). */
export function marylandNonresidentWarning(work: Locality): NannyTaxWarning {
  return warning('LOCAL_INCOME_TAX_NOT_OWED', { reason: 'marylandNonresident', ...placeOf(work) });
}

/** Where the tax follows the county of residence rather than the place of work. */
export function residenceCountyWarning(locality: Locality): NannyTaxWarning {
  return warning('LOCAL_INCOME_TAX_RESIDENCE', {
    ...placeOf(locality),
    rule: locality.state === 'MD' ? 'maryland' : 'indiana',
  });
}

/** An entered rate: what it stands for and where to look it up. */
export function enteredRateWarning(rate: number, lookup: string): NannyTaxWarning {
  return warning('LOCAL_INCOME_TAX_ENTERED_RATE', { rate, lookup });
}
