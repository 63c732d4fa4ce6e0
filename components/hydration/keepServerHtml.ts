import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether this mount keeps the server's HTML: true when React hydrates server HTML in the
 * browser, false on the server and in a render from scratch (a client-side navigation, with no
 * server HTML to keep). React reads the server snapshot during hydration only. Decided at the
 * first render and kept for the life of the mount.
 */
export function useKeepsServerHtml(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [keeps] = useState(() => hydrating && typeof window !== 'undefined');
  return keeps;
}

/**
 * The props of a wrapper that keeps the server's HTML inside it as it is: React does not
 * hydrate inside `dangerouslySetInnerHTML`, and an empty one never replaces what is there.
 */
export const KEPT_SERVER_HTML = {
  suppressHydrationWarning: true,
  dangerouslySetInnerHTML: { __html: '' },
} as const;
