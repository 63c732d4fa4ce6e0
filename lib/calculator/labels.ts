import { type PayPer, type PayType } from '@/lib/tax/contract';
import { type Locale } from '@/lib/site/i18n/locale';
import { localityNameEs } from '@/lib/tax/messages/localityNames.es';
import { stateNameEs } from '@/lib/tax/messages/stateNames.es';
import { stateName, US_STATES, type StateCode } from '@/lib/tax/states';
import { type FilingStatus, type PayFrequency } from '@/lib/tax/types';

// The choices of the calculators' first screen (the page's first load); the advanced section's
// are in ./advancedLabels.ts, the results' words in ./resultLabels.ts, each loaded with its code.

/** An option of a calculator choice: the engine value and its words. */
export interface Option<T extends string> {
  value: T;
  label: string;
}

export const STATE_OPTIONS: readonly Option<StateCode>[] = US_STATES.map((s) => ({
  value: s.code,
  label: s.name,
}));

/** A state's name in a language: "Nueva York" in Spanish (docs/spanish-glossary.md#places). */
export function stateNameIn(code: StateCode, locale: Locale): string {
  return locale === 'es' ? stateNameEs(code) : stateName(code);
}

/** A locality's name in a language: "Condado de King (zona no incorporada)" in Spanish. */
export function localityNameIn(name: string, locale: Locale): string {
  return locale === 'es' ? localityNameEs(name) : name;
}

const SPANISH_STATE_OPTIONS: readonly Option<StateCode>[] = US_STATES.map((s) => ({
  value: s.code,
  label: stateNameEs(s.code),
})).sort((a, b) => a.label.localeCompare(b.label, 'es'));

/** The state choices in a language, in its alphabetical order. */
export function stateOptionsIn(locale: Locale): readonly Option<StateCode>[] {
  return locale === 'es' ? SPANISH_STATE_OPTIONS : STATE_OPTIONS;
}

export const PAY_PER_OPTIONS: readonly Option<PayPer>[] = [
  { value: 'hour', label: 'per hour' },
  { value: 'week', label: 'per week' },
  { value: 'month', label: 'per month' },
  { value: 'year', label: 'per year' },
];

export const PAY_TYPE_OPTIONS: readonly Option<PayType>[] = [
  { value: 'gross', label: 'Before taxes (gross)' },
  { value: 'net', label: 'Take-home (net)' },
];

export const PAY_FREQUENCY_OPTIONS: readonly Option<PayFrequency>[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'semimonthly', label: 'Twice a month' },
  { value: 'monthly', label: 'Monthly' },
];

export const FILING_STATUS_OPTIONS: readonly Option<FilingStatus>[] = [
  { value: 'single', label: 'Single or married filing separately' },
  { value: 'married', label: 'Married filing jointly' },
  { value: 'head_of_household', label: 'Head of household' },
];

/** A choice's words by engine value, for a page's catalog: `{ hour: 'per hour', … }`. */
export function labelsByValue<T extends string>(
  options: readonly Option<T>[],
): Readonly<Record<T, string>> {
  return Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<T, string>;
}

/** The options with the words of a page's language (the values and their order stay). */
export function optionsIn<T extends string>(
  options: readonly Option<T>[],
  labels: Readonly<Record<T, string>>,
): readonly Option<T>[] {
  return options.map((o) => ({ value: o.value, label: labels[o.value] }));
}
