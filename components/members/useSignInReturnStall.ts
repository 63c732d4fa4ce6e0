import { useEffect, useState } from 'react';

/** How long the return page may spin before it offers a way on: a sign-in finishes in about 1 s. */
export const SIGN_IN_RETURN_PATIENCE_MS = 5_000;

/** Why the sign-in return page stopped waiting: nothing in its address to finish, or too slow. */
export type SignInReturnStall = 'nothing-to-finish' | 'too-slow';

/** Whether the address carries what a provider sends back: an authorization code or an error. */
export function hasSignInResponse(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') || params.has('error');
}

/**
 * Whether /authCallback should stop spinning (docs/members.md#sign-in-routes): at once when it was
 * opened without a provider's answer (a bookmark, a reload after the sign-in), and after
 * {@link SIGN_IN_RETURN_PATIENCE_MS} when the sign-in has not finished (a success leaves the page).
 */
export function useSignInReturnStall(): SignInReturnStall | null {
  const [stall, setStall] = useState<SignInReturnStall | null>(null);
  useEffect(() => {
    // Set from a timer, never in the effect's body (no cascading render): at once without an answer.
    const [reason, delayMs]: [SignInReturnStall, number] = hasSignInResponse(window.location.search)
      ? ['too-slow', SIGN_IN_RETURN_PATIENCE_MS]
      : ['nothing-to-finish', 0];
    const timer = window.setTimeout(() => setStall(reason), delayMs);
    return () => window.clearTimeout(timer);
  }, []);
  return stall;
}
