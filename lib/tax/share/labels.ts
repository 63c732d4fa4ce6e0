import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locale';

// The word before a family's letter in each language (docs/spanish-glossary.md: "la familia").
const FAMILY_WORD: Readonly<Record<Locale, string>> = { en: 'Family', es: 'Familia' };

/** "Family A", "Family B", "Family C" ("Familia A" in Spanish): a family's label when none is given. */
export function defaultFamilyLabel(index: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${FAMILY_WORD[locale]} ${String.fromCharCode(65 + index)}`;
}

/**
 * Whether a label is the default one of its place in either language: a default label stays out
 * of the share's URL, so switching language gives the families the other language's default.
 */
export function isDefaultFamilyLabel(label: string, index: number): boolean {
  return (Object.keys(FAMILY_WORD) as Locale[]).some(
    (locale) => label === defaultFamilyLabel(index, locale),
  );
}
