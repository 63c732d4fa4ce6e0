import { useEffect, useState } from 'react';

/** How long the return page may spin before it offers a way on: a sign-in finishes in about 1 s. */
export const SIGN_IN_RETURN_PATIENCE_MS = 5_000;

/** Why the sign-in return page stopped waiting: nothing in its address to finish, or too slow. */
export type SignInReturnStall = 'nothing-to-finish' | 'too-slow';

/**
 * Whether /authCallback should stop spinning (docs/members.md#sign-in-routes): from the first
 * render when the server found no provider's answer in the address (a bookmark, a reload after the
 * sign-in), and after {@link SIGN_IN_RETURN_PATIENCE_MS} when the sign-in has not finished (a
 * success leaves the page).
 */
export function useSignInReturnStall(signInResponse: boolean): SignInReturnStall | null {
  const [tooSlow, setTooSlow] = useState(false);
  useEffect(() => {
    if (!signInResponse) return undefined;
    const timer = window.setTimeout(() => setTooSlow(true), SIGN_IN_RETURN_PATIENCE_MS);
    return () => window.clearTimeout(timer);
  }, [signInResponse]);
  if (!signInResponse) return 'nothing-to-finish';
  return tooSlow ? 'too-slow' : null;
}
