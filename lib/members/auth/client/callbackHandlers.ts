import type { SignoutResponse, User } from 'oidc-client-ts';
import type { NextRouter } from 'next/router';
import { establishServerSession } from '@/lib/members/auth/client/sessionApi';
import { safeReturnPath } from '@/lib/members/auth/returnPath';
import type { SignInState, SignOutState } from '@/lib/members/auth/AuthService';
import { BASE_PATH } from '@/lib/platform/routing/basePath';
import { browserLogger } from '@/lib/platform/logging/browserLogger';

function returnToOf(user: User): unknown {
  const state = user.state as Partial<SignInState> | undefined;
  return state?.returnTo;
}

/**
 * After the library completed a sign-in redirect: take `code`, `state` and `iss` out of the address
 * bar (staying on the return page, in its language), hand the token to the server session, and go back to the remembered page when it is safe
 * (same origin, under the base path), else to the landing page. A silent renew has no user here.
 */
export async function completeSignIn(
  user: User | undefined,
  router: Pick<NextRouter, 'replace'>,
): Promise<void> {
  window.history.replaceState(window.history.state, '', window.location.pathname);
  if (!user) return;
  const established = await establishServerSession(user.access_token).catch(() => false);
  if (!established)
    browserLogger.warn(
      { event: 'SessionNotEstablished' },
      'Server session could not be established',
    );
  await router.replace(safeReturnPath(returnToOf(user), window.location.origin));
}

/** Removes the sign-out response parameters from the address bar. */
export function stripSignOutParams(): void {
  window.history.replaceState(window.history.state, '', BASE_PATH);
}

/**
 * Back from the provider's sign-out (on the landing page, the only registered return): clean the
 * address bar, then go back to the page the member signed out on when it is safe, as after
 * sign-in (docs/members.md#return-path).
 */
export async function completeSignOut(
  response: Pick<SignoutResponse, 'userState'> | undefined,
  router: Pick<NextRouter, 'replace'>,
): Promise<void> {
  stripSignOutParams();
  const state = response?.userState as Partial<SignOutState> | undefined;
  const path = safeReturnPath(state?.returnTo, window.location.origin);
  if (path !== '/') await router.replace(path);
}
