import type * as calculatorEngine from './calculatorEngine';
import { createCalculatorEngineLoader } from './engineLoader';

/** What the engine chunk offers the browser. */
export type CalculatorEngine = typeof calculatorEngine;

const loader = createCalculatorEngineLoader<CalculatorEngine>(() => import('./calculatorEngine'));

/**
 * The tax engine and its data (~30 kB gzip) on demand: the page renders the server's first
 * result, and the engine loads on the first interaction with the form (docs/calculator.md#engine-loaded-on-demand).
 */
export const loadCalculatorEngine = loader.load;

/** The engine if it has already loaded, else null. */
export const loadedCalculatorEngine = loader.loaded;
