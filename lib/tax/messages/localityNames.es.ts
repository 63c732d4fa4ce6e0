/**
 * Locality names in Spanish (docs/spanish-glossary.md#places): a place's own name is kept, and
 * what the English adds around it is said in Spanish ("King County (unincorporated)" → "Condado
 * de King (zona no incorporada)"). A name with nothing English around it ("Seattle", "Daly City")
 * is a proper name and stays as it is.
 */

/** The names that are not "X County" or "X (city)": the places the lists offer as a whole. */
const WHOLE_NAMES: Readonly<Record<string, string>> = {
  'New York City': 'Ciudad de Nueva York',
  'Baltimore City': 'Ciudad de Baltimore',
  'Long Island (Nassau and Suffolk)': 'Long Island (Nassau y Suffolk)',
  'Kentucky city or county occupational tax (enter the rate)':
    'Impuesto de licencia ocupacional de una ciudad o condado de Kentucky (ingrese la tasa)',
  'Michigan city with an income tax (enter the rate)':
    'Ciudad de Michigan con impuesto sobre los ingresos (ingrese la tasa)',
  'Ohio city or school district (enter the rate)':
    'Ciudad o distrito escolar de Ohio (ingrese la tasa)',
  'Elsewhere in Pennsylvania (local earned income tax: enter the rate)':
    'Otro lugar de Pensilvania (impuesto local sobre los ingresos del trabajo: ingrese la tasa)',
};

/** What a bracket after a name says: which part of the place it is. */
const PARTS: Readonly<Record<string, string>> = {
  city: 'ciudad',
  unincorporated: 'zona no incorporada',
  suburban: 'zona suburbana',
};

const COUNTY = /^(.+) County(?: \((\w+)\))?$/;
const PART = /^(.+) \((\w+)\)$/;
// Words that, outside a proper name, mean the English still needs saying in Spanish.
const ENGLISH_FRAME = /\bCounty\b|\(|\benter the rate\b/;

/** A bracket's words in Spanish, or null when they are not known here. */
function partEs(part: string | undefined): string | null {
  if (part === undefined) return '';
  const es = PARTS[part];
  return es === undefined ? null : ` (${es})`;
}

/**
 * A locality's name in Spanish, or null for a name whose English framing is not known here (a
 * test checks every locality of every supported year has one).
 */
export function localityNameEsOrNull(name: string): string | null {
  const whole = WHOLE_NAMES[name];
  if (whole !== undefined) return whole;
  const county = COUNTY.exec(name);
  if (county?.[1]) {
    const part = partEs(county[2]);
    return part === null ? null : `Condado de ${county[1]}${part}`;
  }
  const place = PART.exec(name);
  if (place?.[1]) {
    const part = partEs(place[2]);
    return part === null ? null : `${place[1]}${part}`;
  }
  return ENGLISH_FRAME.test(name) ? null : name;
}

/** A locality's name in Spanish: "Condado de King (zona no incorporada)", "Seattle". */
export function localityNameEs(name: string): string {
  return localityNameEsOrNull(name) ?? name;
}

/**
 * "de" and a place's Spanish name inside a sentence: "del condado de King", "de la ciudad de
 * Nueva York", "de Seattle", "de Nueva York" (the glossary writes "condado de", "ciudad de" in
 * lower case there).
 */
export function ofPlaceEs(spanishName: string): string {
  if (spanishName.startsWith('Condado de ')) return `del condado${spanishName.slice(7)}`;
  if (spanishName.startsWith('Ciudad de ')) return `de la ciudad${spanishName.slice(6)}`;
  return `de ${spanishName}`;
}

/** "de" and a locality's Spanish name inside a sentence, from its English name. */
export function ofLocalityEs(name: string): string {
  return ofPlaceEs(localityNameEs(name));
}
