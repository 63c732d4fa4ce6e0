import { useEffect, useRef } from 'react';
import type { PendingAuthAction } from './signInRuntimeProps';

/**
 * Carries out, once, a Sign in or Sign out click made while the sign-in code was still loading
 * (the light provider remembered it), now that the actions exist.
 */
export function usePendingAuthAction(
  pending: PendingAuthAction | null,
  onPendingTaken: () => void,
  signIn: (returnTo?: string) => void,
  signOut: () => void,
): void {
  const started = useRef<PendingAuthAction | null>(null);
  useEffect(() => {
    if (!pending || started.current === pending) return;
    started.current = pending;
    onPendingTaken();
    if (pending.kind === 'signIn') signIn(pending.returnTo);
    else signOut();
  }, [pending, onPendingTaken, signIn, signOut]);
}
