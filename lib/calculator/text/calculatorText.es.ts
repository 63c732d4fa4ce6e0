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
  advanced: {
    summary: 'Opciones avanzadas: retención, tasa de desempleo, ahorros de la familia',
    loading: 'Cargando las opciones avanzadas…',
    unavailable: 'No pudimos cargar estas opciones en este momento.',
    tryAgain: 'Intentar de nuevo',
    household: 'Su hogar',
    payFica: 'Yo pago el Seguro Social y el Medicare de mi niñera',
    payFicaHint:
      'Su niñera recibe más; la cantidad cuenta como salario adicional para el impuesto sobre los ingresos.',
    suiRate: 'Su tasa del impuesto estatal de desempleo',
    suiRateHint:
      'Está en el aviso de tasa de su estado (la tasa total). Déjelo vacío para usar la tasa de un empleador nuevo.',
    householdEmployees: 'Empleados domésticos (incluida esta persona)',
    weeksPerYear: 'Semanas trabajadas por año',
    related: '¿Su niñera es familiar suyo?',
    relatedHint:
      'El Servicio de Impuestos Internos (IRS) trata de otra manera los salarios que se pagan a un cónyuge, a un(a) hijo(a) menor de 21 años, a un padre o una madre, o a un(a) estudiante menor de 18 años.',
    parentException:
      'Mi padre o mi madre cuida a mi hijo(a) menor de 18 años, y yo estoy divorciado(a) y no me he vuelto a casar, soy viudo(a), o mi cónyuge no puede cuidar al niño',
    parentExceptionHint:
      'En ese caso se deben el Seguro Social y el Medicare sobre el salario de su padre o su madre (Publicación 926, en inglés). También cuenta un(a) hijo(a) de 18 años o más que necesita el cuidado de un adulto.',
    savings: 'Los ahorros de impuestos de su familia',
    estimateSavings: 'Estimar mis ahorros',
    estimateSavingsHint:
      'Con una cuenta de gastos flexibles para el cuidado de dependientes (FSA) y el crédito por gastos del cuidado de menores y dependientes.',
    familyFilingStatus: 'Su estado civil para efectos de la declaración',
    agi: 'Ingreso bruto ajustado (AGI)',
    childrenUnder13: 'Hijos menores de 13 años',
    fsa: 'Aporte a la FSA para el cuidado de dependientes (por año)',
    withholding: 'Retención del impuesto sobre los ingresos',
    federal: 'Retener el impuesto federal sobre los ingresos',
    federalHint: 'Solo si usted y su niñera lo acuerdan; ella le entrega un Formulario W-4(SP).',
    w4FilingStatus: 'W-4, paso 1(c): estado civil',
    w4MultipleJobs: 'W-4, paso 2: varios empleos o el cónyuge trabaja',
    w4Dependents: 'W-4, paso 3: dependientes (por año)',
    w4OtherIncome: 'W-4, paso 4(a): otros ingresos (por año)',
    w4Deductions: 'W-4, paso 4(b): deducciones (por año)',
    w4Extra: 'W-4, paso 4(c): retención adicional (por pago)',
    state: 'Retener el impuesto estatal sobre los ingresos',
    stateHint:
      'Cuando su niñera se lo pida; ella le entrega el formulario de retención del estado.',
    noStateTax:
      '{state} no tiene impuesto sobre los salarios, así que no hay impuesto estatal sobre los ingresos que retener.',
    stateFilingStatus: 'Formulario del estado: estado civil',
    stateAllowances: 'Formulario del estado: descuentos en la retención (allowances)',
    stateAllowancesHint: 'Déjelo vacío para usar el valor predeterminado del estado.',
    stateExtra: 'Formulario del estado: retención adicional (por pago)',
    relationship: {
      none: 'No es familiar mío (u otro pariente)',
      spouse: 'Mi cónyuge',
      child_under_21: 'Mi hijo(a), menor de 21 años',
      parent: 'Mi padre o mi madre',
      under_18:
        'Un(a) estudiante menor de 18 años (el trabajo en el hogar no es su ocupación principal)',
    },
    sameAsW4: 'Igual que en el W-4 (soltero(a) si no hay uno)',
  },
  locality: {
    work: '¿Dónde trabaja su niñera?',
    workElsewhere: 'En otro lugar del estado',
    workHint:
      'Para una ciudad o un condado con su propio salario mínimo o un impuesto para quienes trabajan allí.',
    workMinimum: 'El salario se compara con el salario mínimo de {place}.',
    workWithheld:
      'El impuesto local sobre los ingresos se retiene junto con el impuesto estatal sobre los ingresos.',
    workNotWithheld:
      'El impuesto local sobre los ingresos se retiene junto con el estatal: active la retención estatal para incluirlo.',
    home: '¿Dónde vive su niñera?',
    homeElsewhere: 'En otro lugar (sin impuesto de la ciudad o el condado donde vive)',
    homeHint:
      'Los impuestos de la ciudad y del condado para residentes dependen de dónde vive, trabaje donde trabaje.',
    rate: 'Tasa del impuesto local sobre los ingresos',
  },
  errors: {
    decimalComma: 'Use un punto para los centavos: {suggestion}.',
    payDate: 'Escriba una fecha de pago de {years}.',
    yearsJoin: ' o ',
    limits: {
      amount: 'Escriba una cantidad de $0.01 a $1,000,000.',
      hoursPerWeek: 'Escriba de 1 a 168 horas.',
      weeksPerYear: 'Escriba de 1 a 52 semanas completas.',
      householdEmployees: 'Escriba un número entero de 1 a 50.',
      suiRatePercent:
        'Escriba una tasa de 0% a 20%, o déjelo vacío para usar la tasa de un empleador nuevo.',
      stateAllowances:
        'Escriba un número entero de 0 a 99, o déjelo vacío para usar el valor predeterminado del estado.',
      stateExtraWithholding: 'Escriba la cantidad adicional en dólares, o déjelo vacío.',
      w4DependentsCredit: 'Escriba la cantidad del paso 3 en dólares, o déjelo vacío.',
      w4OtherIncome: 'Escriba la cantidad del paso 4(a) en dólares, o déjelo vacío.',
      w4Deductions: 'Escriba la cantidad del paso 4(b) en dólares, o déjelo vacío.',
      w4ExtraWithholding: 'Escriba la cantidad del paso 4(c) en dólares, o déjelo vacío.',
      familyAgi: 'Escriba su ingreso bruto ajustado en dólares.',
      childrenUnder13: 'Escriba un número entero de 0 a 20.',
      dependentCareFsa: 'Escriba su aporte a la FSA en dólares, o déjelo vacío.',
      daysPerWeek: 'Escriba de 1 a 7 días completos.',
      localRatePercent: 'Escriba la tasa local de 0% a 10%.',
    },
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
