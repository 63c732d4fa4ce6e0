const MONTHS_ES: Readonly<Record<string, string>> = {
  Jan: 'enero',
  Feb: 'febrero',
  Mar: 'marzo',
  Apr: 'abril',
  May: 'mayo',
  Jun: 'junio',
  Jul: 'julio',
  Aug: 'agosto',
  Sep: 'septiembre',
  Oct: 'octubre',
  Nov: 'noviembre',
  Dec: 'diciembre',
};

/**
 * How a dated figure runs through the year (../dated.ts changeDescription: "5.09% to May 10,
 * 4.99% from May 11") with its dates in Spanish words, as the glossary writes dates.
 */
export function changesEs(text: string): string {
  return text.replace(/\b(to|from) ([A-Z][a-z]{2}) (\d{1,2})\b/g, (all, word, month, day) => {
    const name = MONTHS_ES[String(month)];
    return name ? `${word === 'to' ? 'hasta el' : 'desde el'} ${String(day)} de ${name}` : all;
  });
}

/** A month named in English ("January" or "Jan") in Spanish ("enero"), or undefined. */
export function monthEs(english: string): string | undefined {
  return MONTHS_ES[english.slice(0, 3)];
}
