import { type CalculatorText } from './calculatorText.en';

/**
 * The nanny tax calculator's words in Spanish, in the terms of docs/spanish-glossary.md (usted;
 * "horas extras", "salario bruto / neto", "retención"). Same keys as the English.
 */
export const CALCULATOR_ES: CalculatorText = {
  page: {
    eyebrow: 'Herramienta gratuita',
    title: 'Calculadora de impuestos por emplear a una niñera',
    lead: 'Vea cuánto debe en impuestos sobre el empleo de empleados domésticos, cuánto recibe su niñera o niñero y cuánto le cuesta a usted por cada pago y por año, en los 50 estados y Washington D.C.',
    offerTitle: 'Pida un cálculo gratuito de sus impuestos por emplear a una niñera',
    offerText:
      'Llámenos y un especialista en nómina del hogar calculará sus impuestos y el salario neto de su niñera para su estado, gratis y sin compromiso.',
  },
  form: {
    heading: 'El salario de su niñera',
    state: 'Estado',
    pay: 'Salario',
    paid: 'Se paga',
    amountIs: 'Esta cantidad es',
    hoursPerWeek: 'Horas por semana',
    hoursHint: 'Una niñera que no vive en la casa gana horas extras después de 40 horas.',
    daysPerWeek: 'Días por semana',
    daysHint:
      'Las horas se reparten por igual; algunos estados pagan horas extras por día trabajado.',
    payFrequency: 'Frecuencia de pago',
    liveIn: 'Vive en la casa',
    personalAttendant: 'Pasa la mayor parte del tiempo (80% o más) cuidando a los niños',
    personalAttendantHint:
      'California: una asistente personal gana horas extras después de 9 horas al día o 45 a la semana; las demás personas empleadas en el hogar, después de 8 al día o 40 a la semana, y el doble de la tarifa después de 12.',
    payDate: 'Fecha del pago',
    payDateHint: 'Los impuestos y salarios mínimos vigentes ese día.',
  },
  options: {
    payPer: { hour: 'por hora', week: 'por semana', month: 'por mes', year: 'por año' },
    payType: { gross: 'Antes de impuestos (bruto)', net: 'Lo que recibe (neto)' },
    payFrequency: {
      weekly: 'Semanal',
      biweekly: 'Cada dos semanas',
      semimonthly: 'Dos veces al mes',
      monthly: 'Mensual',
    },
    filingStatus: {
      single: 'Soltero(a) o casado(a) que presenta por separado',
      married: 'Casado(a) que presenta en conjunto',
      head_of_household: 'Cabeza de familia',
    },
  },
  status: {
    engineFailedBefore:
      'No pudimos cargar la calculadora en este momento, así que estos resultados son de sus datos anteriores. Revise su conexión y cambie cualquier campo para intentarlo de nuevo, o llame al',
    engineFailedAfter: 'y un especialista lo calculará con usted.',
    invalid:
      'Estos resultados son de los últimos datos completos. Corrija el campo marcado para actualizarlos.',
    incomplete:
      'Estos resultados son de los últimos datos completos. Llene los campos nuevos para actualizarlos.',
    updating: 'Actualizando sus resultados…',
  },
  results: {
    heading: 'Sus resultados',
    preliminary: 'Cifras de {year} (preliminares)',
    forPaycheckOn: 'Para un pago del {date}.',
    checkFirst: 'Revise esto primero',
    checkThis: 'Revise esto: ',
    payInAll: 'Usted paga en total',
    aYear: '{amount} al año',
    perPaycheckTaxesIncluded: '{amount} {paycheck}, con los impuestos incluidos',
    takesHome: 'Su niñera recibe',
    couldSave: 'Usted podría ahorrar',
    savingsWith:
      'con una cuenta de gastos flexibles para el cuidado de dependientes (FSA) y el crédito por cuidado de menores',
    nextPayments: 'Sus próximos pagos',
    moneyGoes: 'A dónde van sus {amount} al año:',
    netPay: 'El salario neto de su niñera',
    withheld: 'Lo que se retiene de su salario',
    onTop: 'Lo que usted paga además',
    totalsHeading: 'Por pago y por año',
    savingsHeading: 'Los ahorros estimados de su familia',
    breakdownHeading: 'Desglose de impuestos',
    payRatesHeading: 'Tarifas de pago',
    quartersHeading: 'Por trimestre',
    datesHeading: 'Cuándo pagar y presentar',
    sourcesHeading: 'Fuentes y supuestos',
    perYear: 'Por año',
    grossWages: 'Salario bruto',
    employeeTaxes: 'Impuestos retenidos a su niñera',
    employerTaxes: 'Sus impuestos como empleador',
    totalCost: 'Su costo total',
    tax: 'Impuesto',
    paidBy: 'Lo paga',
    rate: 'Tasa',
    taxTables: 'Tablas de impuestos',
    taxableWages: 'Salarios sujetos a impuestos',
    perPaycheck: 'Por pago',
    estimated: ' (estimado)',
    quarter: 'Trimestre',
    yearByQuarter: 'Su año {year} por trimestre',
    withheldFromNanny: 'Retenido a su niñera',
    due: 'Vence',
    what: 'Qué',
    amount: 'Cantidad',
    file: 'Presentar',
    usualDate: ' (fecha habitual)',
    payAgency: 'Pagar a {agency}',
    payer: { employee: 'Niñera', employer: 'Usted' },
    paycheck: {
      weekly: 'Por pago semanal',
      biweekly: 'Por pago (cada dos semanas)',
      semimonthly: 'Por pago (dos veces al mes)',
      monthly: 'Por pago mensual',
    },
    quarters: {
      1: 'Enero–marzo',
      2: 'Abril–junio',
      3: 'Julio–septiembre',
      4: 'Octubre–diciembre',
    },
  },
  offerLinks: {
    label: 'Próximos pasos',
    offerSheet: 'Hacer una oferta: un resumen imprimible con estas tarifas (en inglés)',
    share: '¿Comparte una niñera con otra familia? (en inglés)',
  },
};
