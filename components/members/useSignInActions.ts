import { useCallback, useState } from 'react';
import { parkSignInStarted } from '@/lib/tracking/analytics/storedEvents';
import type { AuthService } from '@/lib/members/auth/AuthService';
import { clearServerSession } from '@/lib/members/auth/client/sessionApi';
import { currentReturnTo } from '@/lib/members/auth/returnPath';
import type { AuthStatus } from '@/lib/members/auth/siteAuth';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { BASE_PATH, withBasePath } from '@/lib/platform/routing/basePath';

export interface SignInActions {
  status: AuthStatus;
  /** A message for the visitor when the identity provider cannot be reached. */
  problem: string | null;
  signIn: (returnTo?: string) => void;
  signOut: () => void;
}

/** Sign in and sign out through the library, with their progress and a plain failure message. */
export function useSignInActions(service: AuthService, supportPhone: string): SignInActions {
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const unavailable = useCallback(
    (error: unknown) => {
      browserLogger.error({ err: String(error) }, 'Identity provider unreachable');
      setStatus('unavailable');
      setProblem(
        `We can’t reach the sign-in service right now. Please try again in a few minutes, or call ${supportPhone}.`,
      );
    },
    [supportPhone],
  );

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

  const signOut = useCallback(() => {
    setStatus('working');
    void (async () => {
      await clearServerSession().catch(() => undefined);
      // Revoke first (docs/members.md#sign-out-and-token-revocation); a refusal must not keep
      // anyone signed in.
      await service.revokeTokens().catch(() => undefined);
      try {
        await service.logout();
      } catch {
        // The provider is unreachable: sign out of this site at least.
        await service.resetUserData().catch(() => undefined);
        window.location.assign(BASE_PATH);
      }
    })();
  }, [service]);

  return { status, problem, signIn, signOut };
}
