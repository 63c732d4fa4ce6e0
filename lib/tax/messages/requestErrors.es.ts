import { type RequestError } from '../request';

/** The request rules' fixed words in Spanish, keyed by the English the parsers write. */
const FIXED: Readonly<Record<string, string>> = {
  'Request body must be a JSON object.': 'El cuerpo de la solicitud debe ser un objeto JSON.',
  'is required': 'es obligatorio',
  'is not valid': 'no es válido',
  'is not a recognised field': 'no es un campo reconocido',
  'must be an object or null': 'debe ser un objeto o null',
  'must be true or false': 'debe ser true o false',
  'must be one of: single, married, head_of_household':
    'debe ser uno de: single, married, head_of_household',
  'must be one of: single, married, head_of_household, or null':
    'debe ser uno de: single, married, head_of_household, o null',
  'must be a number from 0 to 100,000,000': 'debe ser un número de 0 a 100,000,000',
  'must be a two-letter US state code or DC':
    'debe ser el código de dos letras de un estado de EE. UU. o DC',
  'must be an object with amount, per and type': 'debe ser un objeto con amount, per y type',
  'must be a number greater than 0 and at most 1,000,000':
    'debe ser un número mayor que 0 y de 1,000,000 como máximo',
  'must be one of: hour, week, month, year': 'debe ser uno de: hour, week, month, year',
  'must be one of: gross, net': 'debe ser uno de: gross, net',
  'must be a number from 1 to 168': 'debe ser un número de 1 a 168',
  'must be a whole number from 1 to 52': 'debe ser un número entero de 1 a 52',
  'must be one of: weekly, biweekly, semimonthly, monthly':
    'debe ser uno de: weekly, biweekly, semimonthly, monthly',
  'must be a whole number from 1 to 50': 'debe ser un número entero de 1 a 50',
  'must be a number from 0 to 1,000,000': 'debe ser un número de 0 a 1,000,000',
  'must be true, false or an object with filingStatus, allowances, additionalWithholding':
    'debe ser true, false o un objeto con filingStatus, allowances, additionalWithholding',
  'must be a whole number from 0 to 99, or null': 'debe ser un número entero de 0 a 99, o null',
  'must be a decimal fraction from 0 to 0.2 (e.g. 0.027), or null':
    'debe ser una fracción decimal de 0 a 0.2 (p. ej., 0.027), o null',
  'must be a whole number from 0 to 20': 'debe ser un número entero de 0 a 20',
  'must be a whole number from 1 to 7': 'debe ser un número entero de 1 a 7',
  "must be a locality code of the request's state, from GET /api/nanny-tax/localities?state=XX, or null":
    'debe ser el código de una localidad del estado de la solicitud, de GET /api/nanny-tax/localities?state=XX, o null',
  "must be null (none of these places) or a locality code of the request's state that taxes its residents (livesHere in GET /api/nanny-tax/localities?state=XX)":
    'debe ser null (ninguno de estos lugares) o el código de una localidad del estado de la solicitud que cobra impuestos a sus residentes (livesHere en GET /api/nanny-tax/localities?state=XX)',
  'must be a decimal fraction from 0 to 0.1 (e.g. 0.0125); required for a locality where you enter the rate':
    'debe ser una fracción decimal de 0 a 0.1 (p. ej., 0.0125); es obligatorio para una localidad donde usted ingresa la tasa',
  'rounds to $0.00: must be at least 0.005 (one cent once rounded)':
    'se redondea a $0.00: debe ser al menos 0.005 (un centavo una vez redondeado)',
  'must be a locality code from GET /api/nanny-tax/localities, such as NY-NYC':
    'debe ser el código de una localidad de GET /api/nanny-tax/localities, como NY-NYC',
  "must be null or a locality code of the share's state that taxes its residents, such as NY-NYC":
    'debe ser null o el código de una localidad del estado de la niñera compartida que cobra impuestos a sus residentes, como NY-NYC',
  'must be a rate from 0 to 0.1': 'debe ser una tasa de 0 a 0.1',
  'must be an hourly rate greater than 0 and at most 1,000,000':
    'debe ser una tarifa por hora mayor que 0 y de 1,000,000 como máximo',
  'must be one of: pay, hours': 'debe ser uno de: pay, hours',
  'must be an object with shareOfSharedPay': 'debe ser un objeto con shareOfSharedPay',
  'must be a fraction from 0 to 1 (e.g. 0.5)': 'debe ser una fracción de 0 a 1 (p. ej., 0.5)',
  'pays nothing: give this family a share of the shared pay or solo hours':
    'no paga nada: asigne a esta familia una parte del pago compartido u horas propias',
  'must be "en" or "es"': 'debe ser "en" o "es"',
  'The calculation failed. Please try again later.':
    'No se pudo hacer el cálculo. Vuelva a intentarlo más tarde.',
};

/** The rules whose words carry a value, each with its Spanish. */
const PATTERNS: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [/^must be one of: (.+)$/, (list) => `debe ser uno de: ${list}`],
  [
    /^must be a supported tax year \((.+)\)$/,
    (years) => `debe ser un año fiscal admitido (${years})`,
  ],
  [
    /^must be a list of (\d+) or (\d+) families$/,
    (a, b) => `debe ser una lista de ${a} o ${b} familias`,
  ],
  [
    /^must be text of at most (\d+) characters$/,
    (n) => `debe ser un texto de ${n} caracteres como máximo`,
  ],
  [/^must be a number of hours from 0 to (\d+)$/, (n) => `debe ser un número de horas de 0 a ${n}`],
  [
    /^must be a date written YYYY-MM-DD \(e\.g\. (\S+)\) in a supported tax year \((.+)\)$/,
    (example, years) =>
      `debe ser una fecha escrita AAAA-MM-DD (p. ej., ${example}) de un año fiscal admitido (${years})`,
  ],
  [
    /^must be the year of payDate \((\d+)\), or left out$/,
    (y) => `debe ser el año de payDate (${y}), u omitirse`,
  ],
  [/^must fall in taxYear \((\d+)\)$/, (y) => `debe caer en taxYear (${y})`],
  [
    /^is required: today \((\S+)\) is outside the supported tax years \((.+)\)$/,
    (today, years) =>
      `es obligatorio: hoy (${today}) está fuera de los años fiscales admitidos (${years})`,
  ],
  [
    /^shares of the shared pay \(shareOfSharedPay\) must add up to 1; they add up to (\S+)$/,
    (sum) => `las partes del pago compartido (shareOfSharedPay) deben sumar 1; suman ${sum}`,
  ],
  [
    /^with the families’ solo hours, must come to more than 0 and at most (\d+) hours a week; they come to (\S+)$/,
    (max, hours) =>
      `con las horas propias de las familias, debe sumar más de 0 y como máximo ${max} horas por semana; suman ${hours}`,
  ],
  [/^Unknown locality (.+)\.$/, (code) => `Localidad desconocida: ${code}.`],
  [
    /^Locality (\S+) is in (\S+), not (\S+)\.$/,
    (code, a, b) => `La localidad ${code} está en ${a}, no en ${b}.`,
  ],
  [
    /^Locality (\S+) needs a local rate from 0 to (\S+)\.$/,
    (code, max) => `La localidad ${code} necesita una tasa local de 0 a ${max}.`,
  ],
  [/^Unknown residence (.+)\.$/, (code) => `Residencia desconocida: ${code}.`],
  [
    /^Residence (\S+) is in (\S+), not (\S+)\.$/,
    (code, a, b) => `La residencia ${code} está en ${a}, no en ${b}.`,
  ],
  [
    /^(.+) has no tax on residents: use null\.$/,
    (name) => `${name} no cobra impuestos a sus residentes: use null.`,
  ],
  [
    /^(.+) pays nothing: give it a share of the shared pay or solo hours\.$/,
    (label) => `${label} no paga nada: asígnele una parte del pago compartido u horas propias.`,
  ],
];

/** A request rule's words in Spanish; words not known here stay in English. */
export function requestMessageEs(message: string): string {
  const fixed = FIXED[message];
  if (fixed !== undefined) return fixed;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return render(...match.slice(1));
  }
  return message;
}

/** A 400 answer's errors in Spanish (fields keep their JSON names). */
export function requestErrorsEs(errors: readonly RequestError[]): RequestError[] {
  return errors.map((e) => ({ field: e.field, message: requestMessageEs(e.message) }));
}
