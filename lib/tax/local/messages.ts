import { type NannyTaxWarning } from '../contract';
import { type Locality } from '../localities/types';

/** 0.0374 → "3.74%". */
export function formatLocalRate(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}

/** The family does not withhold income tax: the local tax is the nanny's to pay. */
export function notWithheldWarning(places: readonly Locality[]): NannyTaxWarning {
  const names = places.map((p) => p.name).join(' and ');
  return {
    code: 'LOCAL_INCOME_TAX_NOT_WITHHELD',
    message: `${names} income tax is withheld together with state income tax. You do not withhold state tax, so none is withheld: your nanny pays it with her own return (or turn on state withholding to include it).`,
  };
}

/** New York City taxes residents only. */
export function nycNonresidentWarning(): NannyTaxWarning {
  return {
    code: 'LOCAL_INCOME_TAX_NOT_OWED',
    message:
      'New York City income tax is for city residents: none is owed for a nanny who lives outside the city.',
  };
}

/** A Maryland county is where she works, not where she lives (none of the listed counties). */
export function marylandNonresidentWarning(work: Locality): NannyTaxWarning {
  return {
    code: 'LOCAL_INCOME_TAX_NOT_OWED',
    message: `${work.name} income tax follows where your nanny lives, not where she works: none is withheld for a nanny who lives outside Maryland's counties (she may owe Maryland's special non-resident tax instead, which this does not estimate).`,
  };
}

/** Where the tax follows the county of residence rather than the place of work. */
export function residenceCountyWarning(locality: Locality): NannyTaxWarning {
  const rule =
    locality.state === 'MD'
      ? 'Maryland county tax follows the county where your nanny lives (the county on her Form MW507); a nanny who lives outside Maryland owes the special non-resident tax instead, which this does not estimate.'
      : 'Indiana county tax follows the county where your nanny lives on January 1 (her Form WH-4); if she lives outside Indiana, it is the county where she works.';
  return { code: 'LOCAL_INCOME_TAX_RESIDENCE', message: `${locality.name}: ${rule}` };
}

/** An entered rate: what it stands for and where to look it up. */
export function enteredRateWarning(rate: number, lookup: string): NannyTaxWarning {
  return {
    code: 'LOCAL_INCOME_TAX_ENTERED_RATE',
    message: `Local income tax uses the rate you entered, ${formatLocalRate(rate)}. ${lookup}`,
  };
}
