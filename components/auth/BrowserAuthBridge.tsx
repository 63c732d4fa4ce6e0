import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import type { AuthService } from '@/lib/auth/AuthService';
import type { AuthState } from '@/lib/auth/authState';
import { loadStoredMember } from '@/lib/auth/client/loadStoredMember';
import { clearServerSession, establishServerSession } from '@/lib/auth/client/sessionApi';
import { currentReturnTo } from '@/lib/auth/returnPath';
import type { AuthStatus, SiteAuth } from '@/lib/auth/siteAuthContext';
import { loadBrowserApolloClient } from '@/lib/graphql/loadBrowserApolloClient';
import { browserLogger } from '@/lib/logging/browserLogger';
import { BASE_PATH, withBasePath } from '@/lib/routing/basePath';
import type { PendingAuthAction, SignInRuntimeProps } from './SignInRuntime';
import { useSessionMonitor } from './useSessionMonitor';

interface BrowserAuthBridgeProps extends SignInRuntimeProps {
  service: AuthService;
}

/** Connects the browser's sign-in library to the site's auth state, which it reports upwards. */
export default function BrowserAuthBridge({
  service,
  config,
  serverAuth,
  apolloState,
  pending,
  onPendingTaken,
  onChange,
}: BrowserAuthBridgeProps) {
  const oidc = useAuth();
  const [storedAuth, setStoredAuth] = useState<AuthState | null>(null);
  const [status, setStatus] = useState<AuthStatus>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  // Bumped by the visitor's "Try again" to load the member once more.
  const [memberAttempt, setMemberAttempt] = useState(0);
  const [memberLoadFailed, setMemberLoadFailed] = useState(false);
  useSessionMonitor(service.userManager, { onSignedOut: () => window.location.reload() });

  useEffect(() => {
    let cancelled = false;
    if (serverAuth.isLoggedIn) {
      // Signed-in pages may query on the client: have the data client ready, seeded by the server.
      void loadBrowserApolloClient(config, apolloState).catch(() => undefined);
      return;
    }
    void (async () => {
      if (!(await service.validUser())) return;
      const auth = await loadStoredMember(service, await loadBrowserApolloClient(config));
      if (!cancelled && auth) setStoredAuth(auth);
    })().catch((error: unknown) => {
      // Failed or timed out (the transport's 10 s limit): say so, and let the visitor retry.
      browserLogger.warn({ err: error }, 'Stored-token member load failed');
      if (!cancelled) setMemberLoadFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [serverAuth.isLoggedIn, service, config, apolloState, memberAttempt]);

  const retryMemberLoad = useCallback(() => {
    setMemberLoadFailed(false);
    setMemberAttempt((attempt) => attempt + 1);
  }, []);

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
        `We can’t reach the sign-in service right now. Please try again in a few minutes, or call ${config.supportPhone}.`,
      );
    },
    [config.supportPhone],
  );

  const signIn = useCallback(
    (returnTo?: string) => {
      setStatus('working');
      setProblem(null);
      const target =
        returnTo === undefined ? currentReturnTo(window.location) : withBasePath(returnTo);
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

  // A click made while this code was loading is carried out once, now that it is here.
  const started = useRef<PendingAuthAction | null>(null);
  useEffect(() => {
    if (!pending || started.current === pending) return;
    started.current = pending;
    onPendingTaken();
    // The click happened outside this component (before its code had loaded); starting it here,
    // once, is what this effect is for, and it sets the same state a click would.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pending.kind === 'signIn') signIn(pending.returnTo);
    else signOut();
  }, [pending, onPendingTaken, signIn, signOut]);

  const value = useMemo<SiteAuth>(
    () => ({
      auth: serverAuth.isLoggedIn ? serverAuth : (storedAuth ?? serverAuth),
      status,
      problem,
      signIn,
      signOut,
      callbackError: oidc.error ?? null,
      memberLoadProblem: memberLoadFailed
        ? {
            message: `We couldn’t load your account just now. Try again, or call ${config.supportPhone}.`,
            retry: retryMemberLoad,
          }
        : null,
    }),
    [
      serverAuth,
      storedAuth,
      status,
      problem,
      signIn,
      signOut,
      oidc.error,
      memberLoadFailed,
      config.supportPhone,
      retryMemberLoad,
    ],
  );
  useEffect(() => onChange(value), [onChange, value]);
  return null;
}
