import { CALENDAR_NOTES_ES } from './calendarNotes.es.table';
import { monthEs } from './dates.es';

const WEEKDAYS_ES: Readonly<Record<string, string>> = { Saturday: 'sábado', Sunday: 'domingo' };

/** Sentences the calendar writes itself (../payees.ts, ../data/2027/calendar.ts), by pattern. */
const SENTENCES: readonly (readonly [RegExp, (m: RegExpExecArray) => string | undefined])[] = [
  [
    /^The state’s household-employer schedule is not in our data: its usual quarterly dates are shown; check the agency’s own\.$/,
    () =>
      'El calendario del estado para los empleadores domésticos no está en nuestros datos: se muestran sus fechas trimestrales habituales; consulte las de la agencia.',
  ],
  [
    /^The (\d{4}) rule applied to (\d{4})'s calendar, until the \2 edition is checked\.$/,
    (m) =>
      `Se aplicó la regla de ${m[1] ?? ''} al calendario de ${m[2] ?? ''}, hasta que se revise la edición de ${m[2] ?? ''}.`,
  ],
  [
    /^([A-Z][a-z]+) (\d{1,2}), (\d{4}) is a (Saturday|Sunday)\.$/,
    (m) => {
      const month = monthEs(m[1] ?? '');
      const day = WEEKDAYS_ES[m[4] ?? ''];
      return month && day ? `El ${m[2] ?? ''} de ${month} de ${m[3] ?? ''} es ${day}.` : undefined;
    },
  ],
];

/** A note, or each of its sentences in turn, in Spanish; undefined if a part has none. */
function noteEs(english: string): string | undefined {
  const known = CALENDAR_NOTES_ES[english];
  if (known !== undefined) return known;
  for (const [pattern, spanish] of SENTENCES) {
    const match = pattern.exec(english);
    if (match) return spanish(match);
  }
  // A note the calendar built from sentences: the first that has Spanish, then the rest.
  for (let end = english.indexOf('. '); end !== -1; end = english.indexOf('. ', end + 1)) {
    const first = noteEs(english.slice(0, end + 1));
    const rest = first === undefined ? undefined : noteEs(english.slice(end + 2));
    if (first !== undefined && rest !== undefined) return `${first} ${rest}`;
  }
  return undefined;
}

/**
 * Why a payment date is what it is, in Spanish (docs/tax.md#answer-language); a note the tables
 * do not know stays in English.
 */
export function calendarNoteEs(english: string): string {
  return noteEs(english) ?? english;
}
