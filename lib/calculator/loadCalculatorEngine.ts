import { loadOnce, type OnceLoader } from '@/lib/platform/loading/loadOnce';
import type * as calculatorEngine from './calculatorEngine';

/** What the engine chunk offers the browser. */
export type CalculatorEngine = typeof calculatorEngine;

/** The engine's chunk could not be loaded (offline, a deploy replaced the chunk…). */
export class CalculatorEngineLoadError extends Error {
  constructor(cause: unknown) {
    super('The calculator engine could not be loaded', { cause });
    this.name = 'CalculatorEngineLoadError';
  }
}

/** Loads the engine once; a failed load is forgotten, so the next call tries again. */
export type CalculatorEngineLoader<E = CalculatorEngine> = OnceLoader<E>;

/**
 * A loader around an engine chunk's import function (either calculator's; tests pass their own).
 */
export function createCalculatorEngineLoader<E>(
  importEngine: () => Promise<E>,
): CalculatorEngineLoader<E> {
  return loadOnce(() =>
    importEngine().catch((error: unknown) => {
      throw new CalculatorEngineLoadError(error);
    }),
  );
}

const loader = createCalculatorEngineLoader(() => import('./calculatorEngine'));

/**
 * The tax engine and its data (~30 kB gzip) on demand: the page renders the server's first
 * result, and the engine loads on the first interaction with the form (docs/calculator.md#engine-loaded-on-demand).
 */
export const loadCalculatorEngine = loader.load;

/** The engine if it has already loaded, else null. */
export const loadedCalculatorEngine = loader.loaded;
