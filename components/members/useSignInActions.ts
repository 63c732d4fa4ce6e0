import { useCallback, useRef, useState } from 'react';
import { parkSignInStarted } from '@/lib/tracking/analytics/storedEvents';
import type { AuthService } from '@/lib/members/auth/AuthService';
import { clearServerSession } from '@/lib/members/auth/client/sessionApi';
import { currentReturnTo, safeReturnPath } from '@/lib/members/auth/returnPath';
import type { AuthStatus, SignInProblem } from '@/lib/members/auth/siteAuth';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { withBasePath } from '@/lib/platform/routing/basePath';

export interface SignInActions {
  status: AuthStatus;
  /** Set when the identity provider cannot be reached. */
  problem: SignInProblem | null;
  signIn: (returnTo?: string) => void;
  signOut: () => void;
}

/** Sign in and sign out through the library, with their progress and what failed. */
export function useSignInActions(service: AuthService): SignInActions {
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [problem, setProblem] = useState<SignInProblem | null>(null);

  const unavailable = useCallback((error: unknown) => {
    browserLogger.error({ err: String(error) }, 'Identity provider unreachable');
    setStatus('unavailable');
    setProblem('providerUnreachable');
  }, []);

  const signIn = useCallback(
    (returnTo?: string) => {
      setStatus('working');
      setProblem(null);
      const target =
        returnTo === undefined ? currentReturnTo(window.location) : withBasePath(returnTo);
      // Parked for the page the member returns to, as this page unloads now
      // (docs/tracking.md#stored-events).
      parkSignInStarted();
      service.login(target).catch(unavailable);
    },
    [service, unavailable],
  );

  // One sign-out at a time: a second run's revocation would be cut off by the first one's
  // navigation to the provider.
  const signingOut = useRef(false);
  const signOut = useCallback(() => {
    if (signingOut.current) return;
    signingOut.current = true;
    setStatus('working');
    const returnTo = currentReturnTo(window.location);
    void (async () => {
      await clearServerSession().catch(() => undefined);
      // Revoke first, and wait for it before leaving the page
      // (docs/members.md#sign-out-and-token-revocation); a refusal must not keep anyone signed in.
      await service.revokeTokens().catch(() => undefined);
      try {
        await service.logout(returnTo);
      } catch {
        // The provider is unreachable: sign out of this site at least, and stay on this page.
        await service.resetUserData().catch(() => undefined);
        window.location.assign(withBasePath(safeReturnPath(returnTo, window.location.origin)));
      }
    })();
  }, [service]);

  return { status, problem, signIn, signOut };
}
