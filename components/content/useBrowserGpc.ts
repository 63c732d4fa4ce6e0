import { useSyncExternalStore } from 'react';
import { browserGpc } from '@/lib/site/privacy/browserGpc';

const noChanges = () => () => undefined;

/**
 * The browser's Global Privacy Control signal: false while hydrating (the server cannot see it),
 * then the browser's own value, so a page served from the cache still shows it.
 */
export function useBrowserGpc(): boolean {
  return useSyncExternalStore(noChanges, browserGpc, () => false);
}
