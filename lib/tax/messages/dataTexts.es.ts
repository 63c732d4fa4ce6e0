import { changesEs } from './dates.es';
import { DATA_TEXTS_ES } from './dataTexts.es.table';

/** A minimum wage that changes in the year: its note, then "In 2026: …." (../figuresOnDate.ts). */
const WITH_CHANGES = /^(?:(.*) )?In (\d{4}): (.+)\.$/;

/**
 * A text from the tax data (a coverage note, a program's notice) in Spanish, looked up by its
 * English words, which are its stable key: a test fails when the data has a text the table
 * lacks (docs/tax.md#warning-messages). A text not in the table stays in English.
 */
export function dataTextEs(english: string): string {
  const known = DATA_TEXTS_ES[english];
  if (known !== undefined) return known;
  const changing = WITH_CHANGES.exec(english);
  if (changing?.[2] && changing[3]) {
    const note = changing[1] ? `${dataTextEs(changing[1])} ` : '';
    return `${note}En ${changing[2]}: ${changesEs(changing[3])}.`;
  }
  return english;
}
