import { stateNameEsOf } from './stateNames.es';

/**
 * Who is paid, in Spanish: an agency by the Spanish name it publishes (docs/spanish-glossary.md),
 * a descriptive payee ("your insurance carrier") translated; every other agency keeps its English
 * name, so that the reader finds it on the agency's own site.
 */
export const AGENCIES_ES: Readonly<Record<string, string>> = {
  'Social Security Administration': 'Administración del Seguro Social (SSA)',
  'California Employment Development Department':
    'Departamento del Desarrollo del Empleo de California (EDD)',
  'Washington Employment Security Department':
    'Departamento para la Seguridad en el Empleo de Washington (ESD)',
  'Washington Employment Security Department (Paid Leave)':
    'Departamento para la Seguridad en el Empleo de Washington (ESD), Permiso de Cuidado Pagado',
  'Florida Department of Revenue (reemployment tax)':
    'Florida Department of Revenue (impuesto de reempleo)',
  'Maine Department of Labor (filed with Maine Revenue Services)':
    'Maine Department of Labor (se presenta ante Maine Revenue Services)',
  'Oregon Department of Revenue and Employment Department (combined payroll report)':
    'Oregon Department of Revenue y Departamento de Empleo de Oregon (informe combinado de nómina)',
  'Your TDI insurance carrier (or approved self-insured plan)':
    'Su aseguradora de TDI (seguro de incapacidad temporal) o su plan de autoseguro aprobado',
  'Your disability and paid family leave insurance carrier':
    'Su aseguradora de los beneficios por incapacidad (DBL) y del permiso familiar pagado (PFL)',
  'Your local earned income tax collector (Act 32)':
    'Su recaudador local del impuesto sobre los ingresos del trabajo (Act 32)',
  'Your city or county tax collector': 'El recaudador de impuestos de su ciudad o condado',
};

/** The default payees of a state no known return names (../payees.ts defaultPayee). */
const BY_STATE: readonly (readonly [RegExp, (state: string) => string])[] = [
  [/^(.+) unemployment insurance agency$/, (s) => `Agencia del seguro de desempleo de ${s}`],
  [/^(.+) revenue department$/, (s) => `Departamento de impuestos de ${s}`],
  [/^(.+) program administrator$/, (s) => `Administrador del programa de ${s}`],
];

/** An agency's name in Spanish where it has one, else its English name. */
export function calendarAgencyEs(english: string): string {
  const known = AGENCIES_ES[english];
  if (known !== undefined) return known;
  for (const [pattern, spanish] of BY_STATE) {
    const state = stateNameEsOf(pattern.exec(english)?.[1] ?? '');
    if (state !== undefined) return spanish(state);
  }
  return english;
}
