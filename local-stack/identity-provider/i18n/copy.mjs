// @ts-check
// The pages' strings in the language chosen for a request (language.mjs).
import { EN } from './en.mjs';
import { ES } from './es.mjs';

/** @type {Record<import('./language.mjs').Language, import('./en.mjs').Copy>} */
const COPY = { en: EN, es: ES };

/**
 * @param {import('./language.mjs').Language} language
 * @returns {import('./en.mjs').Copy}
 */
export function copyFor(language) {
  return COPY[language];
}
