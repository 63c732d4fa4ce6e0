import { type Locale } from '@/lib/site/i18n/locale';
import { createCalculatorEngineLoader } from '../engineLoader';
import type * as shareEngine from './shareEngine';

/** What the share engine chunk offers the browser. */
export type ShareEngine = Pick<
  typeof shareEngine,
  'calculateShare' | 'calculateShareOrDefault' | 'checkForm'
>;

// One chunk per language, as the single calculator's: the Spanish one adds the Spanish words.
const LOADERS = {
  en: createCalculatorEngineLoader<ShareEngine>(() => import('./shareEngine')),
  es: createCalculatorEngineLoader<ShareEngine>(() => import('./spanishShareEngine')),
} as const satisfies Record<Locale, unknown>;

/**
 * The tax engine and its data on demand, answering in the page's language, as on the single
 * calculator: the page renders the server's first result, and the engine loads on the first
 * interaction with the form.
 */
export function loadShareEngine(locale: Locale): Promise<ShareEngine> {
  return LOADERS[locale].load();
}

/** The engine of a language if it has already loaded, else null. */
export function loadedShareEngine(locale: Locale): ShareEngine | null {
  return LOADERS[locale].loaded();
}
