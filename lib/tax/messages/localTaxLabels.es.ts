import { changesEs } from './dates.es';
import { ofLocalityEs } from './localityNames.es';

/** Local tax lines with a fixed name (lib/tax/local/methodSetup.ts). */
const FIXED: Readonly<Record<string, string>> = {
  'New York City resident tax': 'Impuesto para residentes de la ciudad de Nueva York',
  'Yonkers resident surcharge': 'Recargo para residentes de Yonkers',
  'Yonkers non-resident earnings tax': 'Impuesto sobre los ingresos de no residentes de Yonkers',
  'Local income tax (rate you entered)': 'Impuesto local sobre los ingresos (la tasa que ingresó)',
};

/** "Howard County income tax", with how its rate runs through the year in parentheses. */
const INCOME_TAX = /^(.+) income tax(?: \((.+)\))?$/;
/** "Philadelphia Wage Tax (resident, 3.75% to Jun 30, 3.74% from Jul 1)". */
const WAGE_TAX = /^(.+) Wage Tax \((resident|non-resident)(?:, (.+))?\)$/;

const WHO: Readonly<Record<string, string>> = {
  resident: 'para residentes',
  'non-resident': 'para no residentes',
};

function oneLocalTaxEs(label: string): string | null {
  const fixed = FIXED[label];
  if (fixed !== undefined) return fixed;
  const income = INCOME_TAX.exec(label);
  if (income?.[1]) {
    const through = income[2] ? ` (${changesEs(income[2])})` : '';
    return `Impuesto sobre los ingresos ${ofLocalityEs(income[1])}${through}`;
  }
  const wage = WAGE_TAX.exec(label);
  if (wage?.[1] && wage[2]) {
    // The tax's own name stays, glossed, as the glossary does for a program without a Spanish name.
    const through = wage[3] ? `, ${changesEs(wage[3])}` : '';
    return `Wage Tax ${ofLocalityEs(wage[1])} (impuesto sobre los salarios ${WHO[wage[2]]}${through})`;
  }
  return null;
}

/**
 * A local tax line's name in Spanish (docs/tax.md#answer-language), or null for a name that is not
 * a local tax's. Two local taxes on one line are joined with "and" by the engine
 * (lib/tax/local/combined.ts): each is named, joined with "y".
 */
export function localTaxLabelEs(label: string): string | null {
  // Parts first: "X income tax" alone would also read the whole joined name as one place's.
  const parts = label.split(' and ');
  if (parts.length > 1) {
    const named = parts.map(oneLocalTaxEs);
    if (named.every((part) => part !== null)) return named.join(' y ');
  }
  return oneLocalTaxEs(label);
}
