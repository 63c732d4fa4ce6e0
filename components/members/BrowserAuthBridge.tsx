import { useEffect, useMemo } from 'react';
import { useAuth } from 'react-oidc-context';
import type { AuthService } from '@/lib/members/auth/AuthService';
import type { SiteAuth } from '@/lib/members/auth/siteAuth';
import type { SignInRuntimeProps } from './signInRuntimeProps';
import { usePendingAuthAction } from './usePendingAuthAction';
import { useSessionCookieRenewal } from './useSessionCookieRenewal';
import { useSessionMonitor } from './useSessionMonitor';
import { useSignInActions } from './useSignInActions';
import { useStoredMemberAuth } from './useStoredMemberAuth';

interface BrowserAuthBridgeProps extends SignInRuntimeProps {
  service: AuthService;
}

/**
 * Connects the browser's sign-in library to the site's auth state, which it reports upwards. Each
 * job is its own hook; this component only wires them and renders nothing.
 */
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
  useSessionMonitor(service.userManager, { onSignedOut: () => window.location.reload() });
  useSessionCookieRenewal(service);
  const { storedAuth, memberLoadProblem } = useStoredMemberAuth(
    service,
    config,
    serverAuth,
    apolloState,
  );
  const { status, problem, signIn, signOut } = useSignInActions(service);
  usePendingAuthAction(pending, onPendingTaken, signIn, signOut);

  const value = useMemo<SiteAuth>(
    () => ({
      auth: serverAuth.isLoggedIn ? serverAuth : (storedAuth ?? serverAuth),
      status,
      problem,
      signIn,
      signOut,
      callbackError: oidc.error ?? null,
      memberLoadProblem,
    }),
    [serverAuth, storedAuth, status, problem, signIn, signOut, oidc.error, memberLoadProblem],
  );
  useEffect(() => onChange(value), [onChange, value]);
  return null;
}
