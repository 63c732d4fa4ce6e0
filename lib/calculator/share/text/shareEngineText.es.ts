import { type ShareEngineText } from './shareEngineText.en';

/**
 * The share engine side's words in Spanish (docs/spanish-glossary.md): only the Spanish engine
 * chunk loads them, so an English page never ships them.
 */
export const SHARE_ENGINE_ES: ShareEngineText = {
  errors: {
    decimalComma: 'Use un punto para los centavos: {suggestion}.',
    payDate: 'Escriba una fecha de pago de {years}.',
    yearsJoin: ' o ',
    limits: {
      sharedHours: 'Escriba de 0 a 168 horas.',
      sharedRate: 'Escriba una tarifa por hora de más de $0 y hasta $1,000,000.',
      weeksPerYear: 'Escriba de 1 a 52 semanas completas.',
      daysPerWeek: 'Escriba de 1 a 7 días completos.',
      localRatePercent: 'Escriba la tasa local de 0% a 10%.',
      sharePercent: 'Escriba un porcentaje de 0 a 100.',
      soloHours: 'Escriba de 0 a 168 horas, o déjelo vacío.',
      soloRate:
        'Escriba una tarifa por hora de más de $0, o déjelo vacío para usar la tarifa compartida.',
    },
    sharesAddUp: 'Las partes del pago compartido deben sumar 100%; ahora suman {sum}%.',
    weekFits:
      'Las horas compartidas y las horas con una sola familia deben sumar más de 0 y como máximo {max} por semana (ahora {hours}).',
    familyPays:
      'Esta familia no paga nada: asígnele una parte del pago compartido u horas solo con sus niños.',
  },
  summary: {
    family:
      '{family} paga {weekly} por semana en salarios y {employerTaxes} al año en impuestos como empleador, {total} al año en total.',
    nanny: 'Su niñera recibe {net} netos {period} de {families} juntas ({annual} al año).',
    period: {
      weekly: 'por semana',
      biweekly: 'cada dos semanas',
      semimonthly: 'dos veces al mes',
      monthly: 'por mes',
    },
    and: ' y ',
  },
};
