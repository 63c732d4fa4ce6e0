import { type Locale } from '@/lib/site/i18n/locale';
import type * as calculatorEngine from './calculatorEngine';
import { createCalculatorEngineLoader } from './engineLoader';

/** What the engine chunk offers the browser. */
export type CalculatorEngine = typeof calculatorEngine;

// One chunk per language: the Spanish one adds the answer's Spanish words to the same engine.
const LOADERS = {
  en: createCalculatorEngineLoader<CalculatorEngine>(() => import('./calculatorEngine')),
  es: createCalculatorEngineLoader<CalculatorEngine>(() => import('./spanishCalculatorEngine')),
} as const satisfies Record<Locale, unknown>;

/**
 * The tax engine and its data (~30 kB gzip) on demand, answering in the page's language: the page
 * renders the server's first result, and the engine loads on the first interaction with the form
 * (docs/calculator.md#engine-loaded-on-demand).
 */
export function loadCalculatorEngine(locale: Locale): Promise<CalculatorEngine> {
  return LOADERS[locale].load();
}

/** The engine of a language if it has already loaded, else null. */
export function loadedCalculatorEngine(locale: Locale): CalculatorEngine | null {
  return LOADERS[locale].loaded();
}
