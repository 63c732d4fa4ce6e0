import { rateText } from './numbers';
import { type WarningParamsByCode } from './warningParams';

type Params = WarningParamsByCode;

/** Local income tax messages in English (docs/tax-local.md). */
export const LOCAL_TAX_EN = {
  LOCAL_INCOME_TAX_NOT_WITHHELD: (p: Params['LOCAL_INCOME_TAX_NOT_WITHHELD']) =>
    `${p.places.map((x) => x.place).join(' and ')} income tax is withheld together with state income tax. You do not withhold state tax, so none is withheld: your nanny pays it with her own return (or turn on state withholding to include it).`,
  LOCAL_INCOME_TAX_NOT_OWED: (p: Params['LOCAL_INCOME_TAX_NOT_OWED']) => {
    if (p.reason === 'nycNonresident') {
      return 'New York City income tax is for city residents: none is owed for a nanny who lives outside the city.';
    }
    if (p.reason === 'marylandNonresident') {
      return `${p.place} income tax follows where your nanny lives, not where she works: none is withheld for a nanny who lives outside Maryland's counties (she may owe Maryland's special non-resident tax instead, which this does not estimate).`;
    }
    const entered = p.enteredRate ? ` than the ${rateText(p.enteredRate)} you entered` : '';
    return `Pennsylvania employers withhold the higher of the local tax where the employee lives and the non-resident tax where she works (Act 32). ${p.place}'s resident Wage Tax is higher${entered}, so only it is withheld.`;
  },
  LOCAL_INCOME_TAX_RESIDENCE: (p: Params['LOCAL_INCOME_TAX_RESIDENCE']) =>
    `${p.place}: ${
      p.rule === 'maryland'
        ? 'Maryland county tax follows the county where your nanny lives (the county on her Form MW507); a nanny who lives outside Maryland owes the special non-resident tax instead, which this does not estimate.'
        : 'Indiana county tax follows the county where your nanny lives on January 1 (her Form WH-4); if she lives outside Indiana, it is the county where she works.'
    }`,
  LOCAL_INCOME_TAX_ENTERED_RATE: (p: Params['LOCAL_INCOME_TAX_ENTERED_RATE']) =>
    `Local income tax uses the rate you entered, ${rateText(p.rate)}. ${p.lookup}`,
};
