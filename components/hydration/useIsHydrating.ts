import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React hydrates server HTML (and on the server), false in a render from scratch:
 * React reads the server snapshot during hydration only.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
