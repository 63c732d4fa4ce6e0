import { lineLabelEs } from './lineLabels.es';
import { stateNameEsOf } from './stateNames.es';

/**
 * What a state return carries (../calendar.ts PaymentReturn.title) in Spanish, for the titles
 * that follow no pattern below; programs by the glossary's names
 * (docs/spanish-glossary.md#state-programs).
 */
export const TITLES_ES: Readonly<Record<string, string>> = {
  'Alaska unemployment (employer and employee)':
    'Seguro de desempleo de Alaska (parte del empleador y del empleado)',
  'California unemployment, training tax, SDI and income tax':
    'Seguro de desempleo, Impuesto de Capacitación Laboral (ETT), Seguro Estatal de Incapacidad (SDI) e impuesto sobre los ingresos de California',
  'Colorado paid family and medical leave':
    'FAMLI de Colorado (seguro de permiso familiar y médico)',
  'Connecticut paid leave contributions':
    'Contribuciones a CT Paid Leave (permiso pagado de Connecticut)',
  'Delaware Paid Leave contributions':
    'Contribuciones a Delaware Paid Leave (permiso pagado de Delaware)',
  'District of Columbia paid family leave':
    'DC Paid Family Leave (permiso familiar pagado del Distrito de Columbia)',
  'Florida reemployment tax': 'Impuesto de reempleo de Florida (reemployment tax)',
  'Georgia unemployment (domestic employers)':
    'Seguro de desempleo de Georgia (empleadores domésticos)',
  'Hawaii temporary disability insurance contributions':
    'Contribuciones al seguro de incapacidad temporal (TDI) de Hawái',
  'Hawaii unemployment and employment and training assessment':
    'Seguro de desempleo y Employment and Training Assessment de Hawái',
  'Indiana state and county income tax withholding':
    'Retención del impuesto estatal y del condado sobre los ingresos de Indiana',
  'Maine paid family and medical leave': 'Maine PFML (permiso familiar y médico pagado de Maine)',
  'Maine unemployment contributions': 'Contribuciones al seguro de desempleo de Maine',
  'Maryland state and county income tax withholding':
    'Retención del impuesto estatal y del condado sobre los ingresos de Maryland',
  'Massachusetts paid family and medical leave':
    'Massachusetts PFML (permiso familiar y médico pagado)',
  'Minnesota Paid Leave premiums': 'Primas de Minnesota Paid Leave (permiso pagado de Minnesota)',
  'Nevada unemployment and Career Enhancement Program':
    'Seguro de desempleo y Career Enhancement Program de Nevada',
  'New Jersey withholding, unemployment, disability and family leave':
    'Retención, seguro de desempleo, Seguro de Incapacidad Temporal (TDI) y Family Leave Insurance (seguro de permiso familiar) de Nueva Jersey',
  'New York paid family leave and disability contributions':
    'Contribuciones a New York Paid Family Leave (permiso familiar pagado) y a los beneficios por incapacidad (DBL)',
  'New York withholding (state, New York City, Yonkers) and unemployment':
    'Retención (estatal, de la ciudad de Nueva York y de Yonkers) y seguro de desempleo de Nueva York',
  'Oregon unemployment, withholding and Paid Leave Oregon':
    'Seguro de desempleo, retención y Permiso Pagado de Oregon',
  'Pennsylvania local earned income tax':
    'Impuesto local sobre los ingresos del trabajo de Pensilvania (earned income tax)',
  'Pennsylvania unemployment (employer and employee)':
    'Seguro de desempleo de Pensilvania (parte del empleador y del empleado)',
  'Philadelphia wage tax': 'Impuesto sobre los salarios de Philadelphia (wage tax)',
  'Rhode Island unemployment, Job Development Fund and temporary disability insurance':
    'Seguro de desempleo, Job Development Fund y TDI (seguro de incapacidad temporal) de Rhode Island',
  'South Dakota reemployment assistance and investment fee':
    'Asistencia de reempleo y cargo de inversión de Dakota del Sur',
  'Vermont income tax withholding and Child Care Contribution':
    'Retención del impuesto sobre los ingresos y contribución para el cuidado infantil (Child Care Contribution) de Vermont',
  'Washington paid family and medical leave and WA Cares':
    'Permiso de Cuidado Pagado de Washington (Paid Family and Medical Leave) y WA Cares Fund (seguro de cuidado a largo plazo)',
  'State unemployment report': 'Informe estatal de desempleo',
  'Local income tax withholding return':
    'Declaración de retención del impuesto local sobre los ingresos',
};

/** A state-named title ("Ohio unemployment") by its pattern: the state, then what it is. */
const BY_STATE: readonly (readonly [RegExp, (state: string) => string])[] = [
  [/^(.+) income tax withholding$/, (s) => `Retención del impuesto sobre los ingresos de ${s}`],
  [
    /^(.+) income tax withholding \(voluntary for (?:domestic|household) employees\)$/,
    (s) =>
      `Retención del impuesto sobre los ingresos de ${s} (voluntaria para empleados domésticos)`,
  ],
  [
    /^(.+) income tax withholding return$/,
    (s) => `Declaración de retención del impuesto sobre los ingresos de ${s}`,
  ],
  [/^(.+) unemployment$/, (s) => `Seguro de desempleo de ${s}`],
];

/** A return's title in Spanish; one the tables do not know stays in English. */
export function calendarTitleEs(english: string): string {
  const known = TITLES_ES[english];
  if (known !== undefined) return known;
  for (const [pattern, spanish] of BY_STATE) {
    const state = stateNameEsOf(pattern.exec(english)?.[1] ?? '');
    if (state !== undefined) return spanish(state);
  }
  // A program line no known return lists (../payees.ts defaultPayee): "<line label> contributions".
  const program = /^(.+) contributions$/.exec(english)?.[1];
  if (program !== undefined && lineLabelEs(program) !== program)
    return `Contribuciones: ${lineLabelEs(program)}`;
  return english;
}
