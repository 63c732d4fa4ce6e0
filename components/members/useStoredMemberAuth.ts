import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AuthService } from '@/lib/members/auth/AuthService';
import type { AuthState } from '@/lib/members/auth/authState';
import { loadStoredMember } from '@/lib/members/auth/client/loadStoredMember';
import type { SiteAuth } from '@/lib/members/auth/siteAuth';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { loadBrowserApolloClient } from '@/lib/members/graphql/loadBrowserApolloClient';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import type { BasePageProps } from '@/lib/site/pageProps';

export interface StoredMemberAuth {
  /** The member of a stored, still valid token, when the server rendered no member. */
  storedAuth: AuthState | null;
  memberLoadProblem: SiteAuth['memberLoadProblem'];
}

/**
 * The member behind a token kept in this tab when the server rendered the page signed out (the
 * session cookie is gone but the library's stored user is valid), with a retry when loading it
 * fails. When the server did render a member, readies the data client with its cache instead.
 */
export function useStoredMemberAuth(
  service: AuthService,
  config: PublicConfig,
  serverAuth: AuthState,
  apolloState: BasePageProps['apolloState'],
): StoredMemberAuth {
  const [storedAuth, setStoredAuth] = useState<AuthState | null>(null);
  // Bumped by the visitor's "Try again" to load the member once more.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

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
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [serverAuth.isLoggedIn, service, config, apolloState, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((previous) => previous + 1);
  }, []);

  // Memoised: the bridge reports its value upwards whenever it changes, so a fresh object on
  // every render would report (and re-render) forever.
  const memberLoadProblem = useMemo(() => (failed ? { retry } : null), [failed, retry]);
  return { storedAuth, memberLoadProblem };
}
