import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthService } from '@/lib/auth/AuthService';
import type { AuthState } from '@/lib/auth/authState';
import { loadStoredMember } from '@/lib/auth/client/loadStoredMember';
import { clearServerSession, establishServerSession } from '@/lib/auth/client/sessionApi';
import { currentReturnTo } from '@/lib/auth/returnPath';
import { SiteAuthContext, type AuthStatus, type SiteAuth } from '@/lib/auth/siteAuthContext';
import { browserLogger } from '@/lib/logging/browserLogger';
import { BASE_PATH } from '@/lib/seo/pageCatalogue';
import { useSessionMonitor } from './useSessionMonitor';

interface BrowserAuthBridgeProps {
  service: AuthService;
  serverAuth: AuthState;
  supportPhone: string;
  children: ReactNode;
}

/** Connects the browser's sign-in library to the site's auth context. */
export default function BrowserAuthBridge({
  service,
  serverAuth,
  supportPhone,
  children,
}: BrowserAuthBridgeProps) {
  const client = useApolloClient();
  const [storedAuth, setStoredAuth] = useState<AuthState | null>(null);
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  useSessionMonitor(service.userManager, { onSignedOut: () => window.location.reload() });

  useEffect(() => {
    if (serverAuth.isLoggedIn) return;
    let cancelled = false;
    loadStoredMember(service, client).then(
      (auth) => {
        if (!cancelled && auth) setStoredAuth(auth);
      },
      (error: unknown) => browserLogger.warn({ err: error }, 'Stored-token member load failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [serverAuth.isLoggedIn, service, client]);

  // Renewed tokens refresh the server session cookie, which expires with the token it holds.
  useEffect(
    () =>
      service.userManager.events.addUserLoaded((user) => {
        void establishServerSession(user.access_token).catch(() => false);
      }),
    [service],
  );

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
        returnTo === undefined
          ? currentReturnTo(window.location)
          : `${BASE_PATH}${returnTo === '/' ? '' : returnTo}`;
      service.login(target).catch(unavailable);
    },
    [service, unavailable],
  );

  const signOut = useCallback(() => {
    setStatus('working');
    void (async () => {
      await clearServerSession().catch(() => undefined);
      // Revoke first (SPEC §4); a provider that refuses must not keep anyone signed in.
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

  const value = useMemo<SiteAuth>(
    () => ({
      auth: serverAuth.isLoggedIn ? serverAuth : (storedAuth ?? serverAuth),
      status,
      problem,
      signIn,
      signOut,
    }),
    [serverAuth, storedAuth, status, problem, signIn, signOut],
  );
  return <SiteAuthContext.Provider value={value}>{children}</SiteAuthContext.Provider>;
}
