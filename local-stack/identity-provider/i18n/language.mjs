// @ts-check
// Which language the provider's pages speak: the one the site asked for with OpenID Connect's
// `ui_locales`, when the pages come in it; English otherwise, never an error.

/** The languages the pages come in; the first is the default. */
export const LANGUAGES = /** @type {const} */ (['en', 'es']);

/** @typedef {(typeof LANGUAGES)[number]} Language */

/** @type {Language} */
export const DEFAULT_LANGUAGE = 'en';

/**
 * The first tag of a `ui_locales` value (space-separated BCP 47 tags, preferred first) whose
 * language the pages come in: `es-US es` and `fr es` are Spanish; anything else, or no value at
 * all, is English.
 * @param {unknown} uiLocales
 * @returns {Language}
 */
export function pickLanguage(uiLocales) {
  if (typeof uiLocales !== 'string') return DEFAULT_LANGUAGE;
  for (const tag of uiLocales.split(/\s+/)) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}
