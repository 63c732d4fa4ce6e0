import { loadOnce, type OnceLoader } from '@/lib/platform/loading/loadOnce';

/** A calculator's engine chunk could not be loaded (offline, a deploy replaced the chunk…). */
export class CalculatorEngineLoadError extends Error {
  constructor(cause: unknown) {
    super('The calculator engine could not be loaded', { cause });
    this.name = 'CalculatorEngineLoadError';
  }
}

/**
 * Loads an engine chunk once; a failed load is forgotten, so the next call tries again. Either
 * calculator's loader (tests pass their own import function). A module apart from the loaders
 * themselves, so a page carries only its own engine's.
 */
export function createCalculatorEngineLoader<E>(importEngine: () => Promise<E>): OnceLoader<E> {
  return loadOnce(() =>
    importEngine().catch((error: unknown) => {
      throw new CalculatorEngineLoadError(error);
    }),
  );
}
