import { createCalculatorEngineLoader } from '../engineLoader';
import type * as shareEngine from './shareEngine';

/** What the share engine chunk offers the browser. */
export type ShareEngine = typeof shareEngine;

const loader = createCalculatorEngineLoader<ShareEngine>(() => import('./shareEngine'));

/**
 * The tax engine and its data on demand, as on the single calculator: the page renders the
 * server's first result, and the engine loads on the first interaction with the form.
 */
export const loadShareEngine = loader.load;

/** The engine if it has already loaded, else null. */
export const loadedShareEngine = loader.loaded;
