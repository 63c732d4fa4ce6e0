import { type ShareText } from './shareText.en';

/**
 * The nanny share calculator's own words in Spanish, in the glossary's terms
 * (docs/spanish-glossary.md: "niñera compartida", "tarifa por hora", "horas extras").
 */
export const SHARE_ES: ShareText = {
  page: {
    title: 'Calculadora para niñera compartida',
    lead: 'Dos o tres familias que comparten una niñera: vea cuánto paga cada familia, quién paga las horas extras, los impuestos de cada familia como empleador y cuánto recibe su niñera.',
    offerTitle: 'Pida un cálculo gratuito para su niñera compartida',
    offerText:
      'Llámenos y un especialista en nómina del hogar calculará gratis los impuestos de su niñera compartida y cuánto recibe su niñera.',
  },
  form: {
    heading: 'Su niñera compartida',
    sharedHours: 'Horas compartidas por semana',
    sharedHoursHint: 'Con los niños de todas las familias juntos.',
    sharedRate: 'Tarifa por hora compartida',
    sharedRateHint: 'Lo que gana la niñera por hora, entre todas las familias.',
    weeksPerYear: 'Semanas trabajadas al año',
    liveIn: 'Vive en la casa de una de las familias',
    overtimeSplit: 'Cómo se reparte el pago adicional por horas extras',
    split: {
      pay: 'En proporción a lo que paga cada familia',
      hours: 'En proporción a las horas de cada familia',
    },
  },
  family: {
    fallbackName: 'Familia {number}',
    name: 'Nombre de la familia {number}',
    share: '{family}: parte del pago compartido',
    soloHours: '{family}: horas por semana solo con sus niños',
    soloHoursHint: 'Horas con los niños de esta familia solamente.',
    soloRate: '{family}: tarifa por hora solo con sus niños',
    soloRateHint: 'Vacío: la tarifa compartida.',
    federal: '{family}: impuesto federal sobre los ingresos',
    w4None: 'Sin retención del impuesto federal sobre los ingresos',
    w4Withhold: 'Retener: W-4, {status}',
    state: '{family}: retener el impuesto estatal sobre los ingresos',
    addThird: 'Agregar una tercera familia',
    remove: 'Quitar a {family}',
    theLastFamily: 'la última familia',
  },
  results: {
    heading: 'Los resultados de su niñera compartida',
    stateYear:
      '{state}, año tributario {year}. Para los impuestos, cada familia es un empleador aparte; para las horas extras, son empleadores conjuntos.',
    nannyHeading: 'El pago de su niñera',
    rates: 'Tarifa regular de pago: {regular} por hora; horas extras: {overtime}{doubleTime}.',
    doubleTimeRate: '; tiempo doble: {amount}',
    week: 'Por semana: {regular} horas regulares{overtime}{doubleTime}.',
    overtimeHours: ', {hours} horas extras',
    doubleTimeHours: ', {hours} horas de tiempo doble',
    nannyRows: {
      grossWages: 'Salario bruto de todas las familias',
      employeeTaxes: 'Impuestos retenidos',
      netPay: 'Salario neto',
    },
    familiesHeading: 'Cada familia como empleador',
    shareWarnings: 'Para tener en cuenta sobre la niñera compartida',
    eachWeek: 'Cada semana',
    hoursCredited: 'Horas que le corresponden',
    straightTimePay: 'Pago por las horas a tarifa normal',
    overtimePremium: 'Parte del pago adicional por horas extras',
    grossPay: 'Pago bruto',
    familyTotals: '{family}: por pago y por año',
    familyWarnings: '{family}: para tener en cuenta',
  },
  email: {
    whose: '¿De qué familia son los resultados?',
    whoseHint:
      'El correo electrónico resume los costos e impuestos de una familia, con un enlace al cálculo completo de la niñera compartida.',
  },
};
