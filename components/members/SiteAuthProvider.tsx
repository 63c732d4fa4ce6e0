import { useRouter } from 'next/router';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { AuthState } from '@/lib/members/auth/authState';
import { signInRuntimeNeededAtLoad } from '@/lib/members/auth/client/signInRuntimeTriggers';
import { isSignOutReturn } from '@/lib/members/auth/client/signOutReturn';
import { SiteAuthContext } from '@/components/members/SiteAuthContext';
import { type SignInProblem, type SiteAuth } from '@/lib/members/auth/siteAuth';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import type { BasePageProps } from '@/lib/site/pageProps';
import type { PendingAuthAction, SignInRuntimeProps } from './signInRuntimeProps';

interface SiteAuthProviderProps {
  config: PublicConfig;
  serverAuth: AuthState;
  apolloState: BasePageProps['apolloState'];
  children: ReactNode;
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Sign-in for the whole site. It always provides the auth state from page props, so pages render
 * complete HTML on the server and hydrate without the sign-in library. The library
 * (oidc-client-ts and react-oidc-context, in `SignInRuntime`) loads on demand: at once where
 * `signInRuntimeNeededAtLoad` says so, otherwise on the first Sign in / Sign out click, which is
 * remembered and carried out as soon as the chunk has arrived (the button shows progress).
 * Its `auth` and `apolloState` are two of the three slots the page cache fills per member; render
 * no other member field on the server (docs/members.md#member-data-on-pages).
 */
export default function SiteAuthProvider({
  config,
  serverAuth,
  apolloState,
  children,
}: SiteAuthProviderProps) {
  const router = useRouter();
  const configured = Boolean(config.oidc.authority);
  const [Runtime, setRuntime] = useState<ComponentType<SignInRuntimeProps> | null>(null);
  const [pending, setPending] = useState<PendingAuthAction | null>(null);
  const [loadProblem, setLoadProblem] = useState<SignInProblem | null>(null);
  const [runtimeAuth, setRuntimeAuth] = useState<SiteAuth | null>(null);
  const loading = useRef(false);

  const loadRuntime = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./SignInRuntime').then(
      (module) => setRuntime(() => module.default),
      (error: unknown) => {
        loading.current = false;
        browserLogger.error({ err: String(error) }, 'Sign-in code could not load');
        setPending(null);
        setLoadProblem('codeUnloadable');
      },
    );
  }, []);

  useEffect(() => {
    const needed =
      signInRuntimeNeededAtLoad({
        pathname: router.pathname,
        serverSignedIn: serverAuth.isLoggedIn,
        storage: sessionStorageOrUndefined(),
        oidc: config.oidc,
      }) ||
      (configured && isSignOutReturn(window.location));
    if (needed) loadRuntime();
  }, [router.pathname, serverAuth.isLoggedIn, config.oidc, configured, loadRuntime]);

  const request = useCallback(
    (action: PendingAuthAction) => {
      if (!configured) return;
      setLoadProblem(null);
      setPending(action);
      loadRuntime();
    },
    [configured, loadRuntime],
  );
  const takePending = useCallback(() => setPending(null), []);

  const beforeRuntime = useMemo<SiteAuth>(() => {
    const problem = configured ? loadProblem : 'notConfigured';
    return {
      auth: serverAuth,
      status: pending ? 'working' : problem ? 'unavailable' : 'idle',
      problem,
      signIn: (returnTo?: string) => request({ kind: 'signIn', returnTo }),
      signOut: () => request({ kind: 'signOut' }),
      callbackError: null,
      memberLoadProblem: null,
    };
  }, [configured, loadProblem, serverAuth, pending, request]);

  return (
    <SiteAuthContext.Provider value={runtimeAuth ?? beforeRuntime}>
      {children}
      {Runtime ? (
        <Runtime
          config={config}
          serverAuth={serverAuth}
          apolloState={apolloState}
          pending={pending}
          onPendingTaken={takePending}
          onChange={setRuntimeAuth}
        />
      ) : null}
    </SiteAuthContext.Provider>
  );
}
