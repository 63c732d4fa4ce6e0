import { dataTextEs } from './dataTexts.es';
import { localityNameEs, ofLocalityEs } from './localityNames.es';
import { rateText } from './numbers';
import { type WarningParamsByCode } from './warningParams';

type Params = WarningParamsByCode;

/** Local income tax messages in Spanish (the nanny is "ella", as in the English). */
export const LOCAL_TAX_ES = {
  LOCAL_INCOME_TAX_NOT_WITHHELD: (p: Params['LOCAL_INCOME_TAX_NOT_WITHHELD']) =>
    `El impuesto local sobre los ingresos ${p.places.map((x) => ofLocalityEs(x.place)).join(' y ')} se retiene junto con el impuesto estatal sobre los ingresos. Usted no retiene el impuesto estatal, así que no se retiene nada: su niñera lo paga con su propia declaración (o active la retención estatal para incluirlo).`,
  LOCAL_INCOME_TAX_NOT_OWED: (p: Params['LOCAL_INCOME_TAX_NOT_OWED']) => {
    if (p.reason === 'nycNonresident') {
      return 'El impuesto sobre los ingresos de la ciudad de Nueva York es para quienes viven en la ciudad: no se debe nada por una niñera que vive fuera de ella.';
    }
    if (p.reason === 'marylandNonresident') {
      return `El impuesto sobre los ingresos ${ofLocalityEs(p.place)} depende de dónde vive su niñera, no de dónde trabaja: no se retiene nada por una niñera que vive fuera de los condados de Maryland (puede deber en cambio el impuesto especial de Maryland para no residentes, que esta calculadora no estima).`;
    }
    const entered = p.enteredRate
      ? ` que la tasa de ${rateText(p.enteredRate)} que usted ingresó`
      : '';
    return `En Pensilvania, el empleador retiene el mayor entre el impuesto local del lugar donde vive la persona empleada y el impuesto para no residentes del lugar donde trabaja (Act 32). El Wage Tax para residentes ${ofLocalityEs(p.place)} es mayor${entered}, así que solo se retiene ese.`;
  },
  LOCAL_INCOME_TAX_RESIDENCE: (p: Params['LOCAL_INCOME_TAX_RESIDENCE']) =>
    `${localityNameEs(p.place)}: ${
      p.rule === 'maryland'
        ? 'el impuesto de condado de Maryland depende del condado donde vive su niñera (el condado de su Formulario MW507); una niñera que vive fuera de Maryland debe en cambio el impuesto especial para no residentes, que esta calculadora no estima.'
        : 'el impuesto de condado de Indiana depende del condado donde vive su niñera el 1 de enero (su Formulario WH-4); si vive fuera de Indiana, es el condado donde trabaja.'
    }`,
  LOCAL_INCOME_TAX_ENTERED_RATE: (p: Params['LOCAL_INCOME_TAX_ENTERED_RATE']) =>
    `El impuesto local sobre los ingresos usa la tasa que usted ingresó, ${rateText(p.rate)}. ${dataTextEs(p.lookup)}`,
};
