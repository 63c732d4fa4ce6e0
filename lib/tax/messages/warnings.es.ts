import { formatUsd } from '../money';
import { dataTextEs } from './dataTexts.es';
import { familyEmployeeEs } from './familyEmployee.es';
import { lineLabelEs } from './lineLabels.es';
import { LOCAL_TAX_ES } from './localTax.es';
import { counted, percentText, rateText } from './numbers';
import { overtimeAppliedEs, salaryOvertimeEs } from './overtime.es';
import { ofLocalityEs } from './localityNames.es';
import { stateNameEs } from './stateNames.es';
import { type WarningMessages, type WarningParamsByCode } from './warningParams';

type Per = WarningParamsByCode['NET_TO_GROSS']['per'];

const PER_WORD: Record<Per, string> = {
  hour: 'por hora',
  week: 'por semana',
  month: 'al mes',
  year: 'al año',
};

/** The glossary's "estado civil" words, in the form that fits either gender. */
const STATUS_WORDS = {
  single: 'soltero(a)',
  married: 'casado(a)',
  head_of_household: 'cabeza de familia',
} as const;

/** "$25.00 por hora". */
const perUnit = (dollars: number, per: Per) => `${formatUsd(dollars)} ${PER_WORD[per]}`;

const what = (salaried: boolean) =>
  salaried ? 'La tarifa regular de pago que implica este sueldo' : 'La tarifa por hora';

/** " nota" after a sentence, in Spanish, or nothing. */
const tail = (note: string | null) => (note ? ` ${dataTextEs(note)}` : '');

const lines = (labels: readonly string[], separator: string) =>
  labels.map(lineLabelEs).join(separator);

function withholdingAssumptions(p: WarningParamsByCode['STATE_WITHHOLDING_ASSUMPTIONS']): string {
  const name = stateNameEs(p.state);
  if (p.method === 'elected') {
    return `La retención de ${name} es el porcentaje del salario que su niñera o niñero elige en el formulario estatal; aquí se usa el ${rateText(p.defaultRate)} predeterminado (el formulario ofrece ${p.rates.map(rateText).join(', ')}).`;
  }
  const status = STATUS_WORDS[p.status];
  if (p.method === 'formula') {
    return `La retención de ${name} usa la fórmula del estado para una persona empleada con estado civil ${status} (${name} no usa descuentos).`;
  }
  const defaulted = p.defaulted
    ? ' (el valor predeterminado de la calculadora; ingrese el formulario estatal de su niñera o niñero para cambiarlo)'
    : '';
  return `La retención de ${name} usa la fórmula de retención del estado para una persona empleada con estado civil ${status} que declara ${counted(p.allowances, 'descuento', 'descuentos')}${defaulted}.`;
}

const FUTA = 'el impuesto federal para el desempleo (FUTA)';
const sui = (state: WarningParamsByCode['SUI_OWED']['state']) =>
  `el impuesto estatal de desempleo (SUI) de ${stateNameEs(state)}`;
const owed = (tax: string, p: { trigger: number; week: number }) =>
  `Se debe ${tax} desde el primer trimestre de empleo: los salarios en efectivo que paga la familia llegan a ${formatUsd(p.trigger)} en un trimestre natural (en la semana ${p.week}).`;
const notOwed = (tax: string, trigger: number) =>
  `No se debe ${tax}: los salarios en efectivo que paga la familia no llegan a ${formatUsd(trigger)} en ningún trimestre natural.`;

/** The engine's messages in Spanish (usted; words from docs/spanish-glossary.md). */
export const WARNINGS_ES: WarningMessages = {
  BELOW_FEDERAL_MINIMUM_WAGE: (p) =>
    `${what(p.salaried)}, ${formatUsd(p.rate)}, es inferior al salario mínimo federal de ${formatUsd(p.minimum)} por hora.`,
  BELOW_STATE_MINIMUM_WAGE: (p) =>
    `${what(p.salaried)}, ${formatUsd(p.rate)}, es inferior al salario mínimo de ${stateNameEs(p.state)}, de ${formatUsd(p.minimum)} por hora.${tail(p.note)}`,
  BELOW_LOCAL_MINIMUM_WAGE: (p) =>
    `${what(p.salaried)}, ${formatUsd(p.rate)}, es inferior al salario mínimo ${ofLocalityEs(p.place)}, de ${formatUsd(p.minimum)} por hora.${tail(p.note)}${p.unclearCoverage === null ? '' : ` Si se aplica a una familia empleadora: ${dataTextEs(p.unclearCoverage)}`}`,
  LOCAL_WAGE_ORDINANCE_EXCLUDES_HOUSEHOLD: (p) =>
    `Salario mínimo ${ofLocalityEs(p.place)}: ${formatUsd(p.minimum)} por hora.${tail(p.note)} ${dataTextEs(p.coverageNote)}`,
  OVERTIME_APPLIED: overtimeAppliedEs,
  SALARY_MUST_COVER_OVERTIME: salaryOvertimeEs,
  LIVE_IN_NO_OVERTIME: (p) =>
    `Las niñeras y los niñeros que viven en la casa del empleador están exentos de las horas extras federales (FLSA §13(b)(21)), por lo que no se incluyen horas extras; aun así, se les debe pagar al menos el salario mínimo por cada hora trabajada.${tail(p.notice)}`,
  FICA_THRESHOLD_NOT_REACHED: (p) =>
    `Los salarios en efectivo del año, ${formatUsd(p.annualWages)}, no llegan al límite de ${p.taxYear} para empleados domésticos, ${formatUsd(p.threshold)}, por lo que no se debe el impuesto del Seguro Social ni el de Medicare.`,
  FICA_THRESHOLD_REACHED: (p) =>
    `Los salarios en efectivo llegan al límite para empleados domésticos, ${formatUsd(p.threshold)}, en la semana ${p.week}, por lo que todos los salarios en efectivo del año están sujetos a los impuestos del Seguro Social y de Medicare.`,
  FUTA_OWED: (p) => owed(FUTA, p),
  FUTA_NOT_OWED: (p) => notOwed(FUTA, p.trigger),
  SUI_OWED: (p) => owed(sui(p.state), p),
  SUI_NOT_OWED: (p) => notOwed(sui(p.state), p.trigger),
  SUI_RATE_BY_INDUSTRY: (p) => {
    const name = stateNameEs(p.state);
    return `${name} asigna a un nuevo empleador la tasa de desempleo de su industria (${dataTextEs(p.industryRule)}) y no publica ninguna tasa para los hogares privados, por lo que la tasa de ${percentText(p.rate)} que se usa aquí es provisional: la más baja que la ley federal permite asignar a un nuevo empleador. Ingrese la tasa de su aviso de tasa de ${name} en el campo de su tasa de desempleo estatal.`;
  },
  EMPLOYER_SIZE_EXEMPTION: (p) => dataTextEs(p.note),
  STATE_PROGRAM_NOTE: (p) => dataTextEs(p.note),
  STATE_WITHHOLDING_ASSUMPTIONS: withholdingAssumptions,
  STATE_INCOME_TAX_NOT_ESTIMATED: (p) => {
    const name = stateNameEs(p.state);
    return `La retención del impuesto estatal sobre los ingresos de ${name} no se estima: la calculadora aún no tiene la fórmula de retención de ${name}. Use las tablas de retención del estado o consulte a su proveedor de nómina.`;
  },
  LOCAL_INCOME_TAX_NOT_INCLUDED: (p) =>
    `No se incluyen los impuestos locales sobre los ingresos: ${dataTextEs(p.note)}`,
  ESTIMATED_FIGURES: (p) =>
    `Algunas cifras son estimaciones (una proyección, el valor del año pasado o una tasa que el estado no ha confirmado): ${lines(p.lines, '; ')}.`,
  NET_TO_GROSS: (p) =>
    `Para que reciba ${perUnit(p.target, p.per)} netos se necesita un salario bruto de ${perUnit(p.gross, p.per)} (lo que recibe: ${perUnit(p.net, p.per)}).`,
  SAVINGS_ASSUMPTIONS: (p) =>
    `El ahorro supone que la cuenta de gastos flexibles para el cuidado de dependientes (FSA) (${formatUsd(p.fsaUsed)}) ahorra impuesto federal sobre los ingresos a su tasa marginal del ${percentText(p.marginalRate)} más el ${percentText(p.ficaRate)} del Seguro Social y de Medicare, y que el crédito es el ${percentText(p.creditRate)} de los ${formatUsd(p.creditExpenses)} de gastos de cuidado que la FSA deja dentro del límite del crédito. No se incluye el ahorro en el impuesto estatal sobre los ingresos.`,
  FSA_CAPPED: (p) =>
    `La FSA para el cuidado de dependientes tiene un límite de ${formatUsd(p.limit)} al año; se usó ese límite.`,
  NO_QUALIFYING_CHILDREN: () =>
    'No hay ahorro de impuestos: la cuenta de gastos flexibles para el cuidado de dependientes (FSA) y el crédito por gastos del cuidado de menores y dependientes requieren un hijo o una hija menor de 13 años.',
  FAMILY_EMPLOYEE: familyEmployeeEs,
  WITHHOLDING_CAPPED: (p) =>
    `El pago no cubre todo el impuesto sobre los ingresos que se pidió retener, así que solo se retiene lo que cubre (primero el Seguro Social, Medicare y la parte del empleado de los programas estatales): ${lines(p.lines, '; ')}. El resto no se retiene; la persona empleada puede deberlo con su declaración de impuestos o puede reducir la retención adicional en su certificado.`,
  PRELIMINARY_FIGURES: (p) =>
    `Preliminar: aún no se han publicado todas las cifras propias de ${p.taxYear}, por lo que ${counted(p.count, 'cifra', 'cifras')} de ${p.fromYears.join(' y ')} las reemplazan en estas líneas: ${lines(p.lines, ', ')}. La respuesta cambiará cuando se publiquen.`,
  ...LOCAL_TAX_ES,
  SHARE_OVERTIME_SPLIT: (p) =>
    `Las familias son empleadores conjuntos para las horas extras, así que las horas compartidas y las de una sola familia se suman. La prima de horas extras de la semana, ${formatUsd(p.premium)}, se reparte ${p.splitBy === 'pay' ? 'en proporción al pago de tiempo regular de cada familia' : 'en proporción a las horas de cada familia'}: ${p.families.map((f) => `${f.label} ${formatUsd(f.premium)}`).join(', ')}.`,
};
