import { US_STATES } from '../states';
import { changesEs } from './dates.es';
import { localTaxLabelEs } from './localTaxLabels.es';
import { stateNameEs } from './stateNames.es';

/**
 * Line names with a fixed Spanish: the federal lines and the state programs, by the glossary's
 * program names (docs/spanish-glossary.md#state-programs: an official Spanish name, else the
 * English name with a lower-case gloss).
 */
const FIXED: Readonly<Record<string, string>> = {
  'Social Security': 'Seguro Social',
  Medicare: 'Medicare',
  'Additional Medicare Tax (wages over $200,000)':
    'Impuesto Adicional de Medicare (salarios de más de $200,000)',
  'Federal income tax withholding (Form W-4)':
    'Retención del impuesto federal sobre los ingresos (Formulario W-4(SP))',
  'Federal unemployment tax (FUTA)': 'Impuesto federal para el desempleo (FUTA)',
  'California Employment Training Tax (ETT)': 'California Employment Training Tax (ETT)',
  'California SDI (disability and paid family leave)':
    'Seguro Estatal de Incapacidad (SDI) y Permiso Familiar Pagado (PFL) de California',
  'Colorado FAMLI (paid family and medical leave)':
    'FAMLI de Colorado (seguro de permiso familiar y médico)',
  'Connecticut Paid Leave': 'CT Paid Leave (permiso pagado de Connecticut)',
  'Delaware Paid Leave (medical, family caregiving and parental)':
    'Delaware Paid Leave (permiso pagado de Delaware: médico, familiar y parental)',
  'Delaware Paid Leave (parental leave only)':
    'Delaware Paid Leave (permiso pagado de Delaware: solo parental)',
  'Georgia administrative assessment (new employers)':
    'Cargo administrativo de Georgia (nuevos empleadores)',
  'Hawaii Employment and Training Assessment': 'Employment and Training Assessment de Hawái',
  'Hawaii TDI (temporary disability)': 'TDI de Hawái (seguro de incapacidad temporal)',
  'Maine Paid Family and Medical Leave': 'Maine PFML (permiso familiar y médico pagado de Maine)',
  'Maryland FAMLI (paid family and medical leave)':
    'FAMLI de Maryland (seguro de permiso familiar y médico)',
  'Massachusetts Paid Family and Medical Leave':
    'Massachusetts PFML (permiso familiar y médico pagado)',
  'Massachusetts Workforce Training Fund contribution':
    'Contribución al Workforce Training Fund de Massachusetts',
  'Minnesota Paid Leave': 'Minnesota Paid Leave (permiso pagado de Minnesota)',
  'Minnesota unemployment base tax': 'Impuesto base de desempleo de Minnesota',
  'Minnesota workforce development assessment': 'Cargo de desarrollo laboral de Minnesota',
  'Nevada Career Enhancement Program': 'Career Enhancement Program de Nevada',
  'New Jersey Family Leave Insurance':
    'Family Leave Insurance de Nueva Jersey (seguro de permiso familiar)',
  'New Jersey TDI (temporary disability)': 'Seguro de Incapacidad Temporal (TDI) de Nueva Jersey',
  'New York Paid Family Leave': 'New York Paid Family Leave (permiso familiar pagado)',
  'New York disability benefits (DBL)': 'Beneficios por incapacidad de Nueva York (DBL)',
  'Ohio unemployment technology and customer service fee':
    'Cargo de tecnología y servicio al cliente del desempleo de Ohio',
  'Paid Leave Oregon': 'Permiso Pagado de Oregon',
  'Rhode Island TDI/TCI (temporary disability and caregiver insurance)':
    'TDI/TCI de Rhode Island (seguro de incapacidad temporal y seguro temporal para cuidadores)',
  'South Dakota investment fee (employers without an experience rate)':
    'Cargo de inversión de Dakota del Sur (empleadores sin tasa por experiencia)',
  'Vermont Child Care Contribution': 'Contribución para el cuidado infantil de Vermont',
  'WA Cares Fund (long-term care)': 'WA Cares Fund (seguro de cuidado a largo plazo)',
  'Washington D.C. Universal Paid Leave':
    'DC Paid Family Leave (permiso familiar pagado del Distrito de Columbia)',
  'Washington D.C. unemployment administrative funding assessment':
    'Cargo de financiamiento administrativo del desempleo de Washington D.C.',
  'Washington Paid Family and Medical Leave':
    'Permiso de Cuidado Pagado de Washington (Paid Family and Medical Leave)',
  'Washington employment administration fund': 'Fondo de administración del empleo de Washington',
};

/** Shares of a line, as the engine appends them. */
const SHARES: readonly (readonly [string, string])[] = [
  [', employee share paid by you', ', parte del empleado que paga usted'],
  [', employee share', ', parte del empleado'],
  [
    ', employer share (small-employer rate)',
    ', parte del empleador (tasa para empleadores pequeños)',
  ],
  [', employer share', ', parte del empleador'],
];

/** A line named after a state: "Texas unemployment insurance (SUI)". */
const BY_STATE: readonly (readonly [string, (state: string) => string])[] = [
  [' unemployment insurance (SUI)', (s) => `Impuesto estatal de desempleo (SUI) de ${s}`],
  [' unemployment insurance', (s) => `Seguro de desempleo estatal de ${s}`],
  [' income tax withholding', (s) => `Retención del impuesto estatal sobre los ingresos de ${s}`],
];

const FUTA_REDUCTION = 'Federal unemployment tax (FUTA), including the ';

function baseEs(base: string): string {
  const fixed = FIXED[base];
  if (fixed !== undefined) return fixed;
  if (base.startsWith(FUTA_REDUCTION)) {
    const code = base.slice(FUTA_REDUCTION.length).split(' ')[0] ?? '';
    const state = US_STATES.find((s) => s.code === code);
    const name = state ? stateNameEs(state.code) : code;
    return `Impuesto federal para el desempleo (FUTA), con la reducción del crédito del FUTA de ${name}`;
  }
  for (const [suffix, render] of BY_STATE) {
    if (!base.endsWith(suffix)) continue;
    const state = US_STATES.find((s) => `${s.name}${suffix}` === base);
    if (state) return render(stateNameEs(state.code));
  }
  return base;
}

/** A line whose rate changes in the year: its name, then how the rate runs, in parentheses. */
const WITH_CHANGES = /^(.+) \(([^()]*\b(?:to|from) [A-Z][a-z]{2} \d{1,2}[^()]*)\)$/;

/**
 * A result line's name in Spanish, a locality's tax included; a name not known here stays as the
 * engine wrote it (a test names every line of every state, locality and year).
 */
export function lineLabelEs(label: string): string {
  // A local tax's name carries its own parentheses ("Philadelphia Wage Tax (resident, …)").
  const local = FIXED[label] === undefined ? localTaxLabelEs(label) : null;
  if (local !== null) return local;
  const changing = WITH_CHANGES.exec(label);
  if (changing?.[1] && changing[2]) {
    return `${lineLabelEs(changing[1])} (${changesEs(changing[2])})`;
  }
  for (const [suffix, spanish] of SHARES) {
    if (label.endsWith(suffix)) return `${baseEs(label.slice(0, -suffix.length))}${spanish}`;
  }
  return baseEs(label);
}
