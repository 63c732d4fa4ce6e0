/**
 * The site's languages (docs/site.md#languages): English at the root, Spanish under `/es`. The
 * language is chosen by the address only, never by the browser's Accept-Language, so a cached page
 * is always in the language its URL names.
 */
export const LOCALES = ['en', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of a language other than the default: `/es`. */
const PREFIX: Readonly<Record<Locale, string>> = { en: '', es: '/es' };

/** Whether a value (a query parameter, a request body's field) names one of our languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a route under the base path: `/es` and `/es/…` are Spanish, the rest English. */
export function localeOfPath(path: string): Locale {
  return path === PREFIX.es || path.startsWith(`${PREFIX.es}/`) || path.startsWith(`${PREFIX.es}?`)
    ? 'es'
    : 'en';
}

/** The route without its language prefix: `/es/caregivers` → `/caregivers`, `/es` → `/`. */
export function unlocalizedPath(path: string): string {
  if (localeOfPath(path) === DEFAULT_LOCALE) return path;
  const rest = path.slice(PREFIX.es.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** The same route in a language: `/caregivers` in `es` → `/es/caregivers`, `/` → `/es`. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' || bare.startsWith('/?')
    ? `${PREFIX[locale]}${bare.slice(1)}`
    : `${PREFIX[locale]}${bare}`;
}
