import { loadOnce } from '@/lib/platform/loading/loadOnce';
import type * as shareEngine from './shareEngine';

/** What the share engine chunk offers the browser. */
export type ShareEngine = typeof shareEngine;

const loader = loadOnce<ShareEngine>(() => import('./shareEngine'));

/**
 * The tax engine and its data on demand, as on the single calculator: the page renders the
 * server's first result, and the engine loads on the first interaction with the form.
 */
export const loadShareEngine = loader.load;

/** The engine if it has already loaded, else null. */
export const loadedShareEngine = loader.loaded;

/** Starts loading the engine without waiting; a failure surfaces on the edit that needs it. */
export function preloadShareEngine(): void {
  loadShareEngine().catch(() => undefined);
}
