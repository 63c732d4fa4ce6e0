import { DATA_TEXTS_ES } from './dataTexts.es.table';

/**
 * A text from the tax data (a coverage note, a program's notice) in Spanish, looked up by its
 * English words, which are its stable key: a test fails when the data has a text the table
 * lacks (docs/tax.md#warning-messages). A text not in the table stays in English.
 */
export function dataTextEs(english: string): string {
  return DATA_TEXTS_ES[english] ?? english;
}
