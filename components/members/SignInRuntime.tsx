import { useRouter } from 'next/router';
import { useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import type { AuthState } from '@/lib/members/auth/authState';
import { AUTH_ROUTES } from '@/lib/members/auth/authSettings';
import { createSiteAuthService } from '@/lib/members/auth/client/createSiteAuthService';
import type { SiteAuth } from '@/lib/members/auth/siteAuth';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import type { BasePageProps } from '@/lib/serving/pageProps/pageProps';
import BrowserAuthBridge from './BrowserAuthBridge';
import { completeSignIn, stripSignOutParams } from '@/lib/members/auth/client/callbackHandlers';
import { isSignOutReturn } from '@/lib/members/auth/client/signOutReturn';

/** A click on Sign in or Sign out made before this chunk had arrived. */
export type PendingAuthAction =
  { kind: 'signIn'; returnTo?: string | undefined } | { kind: 'signOut' };

export interface SignInRuntimeProps {
  config: PublicConfig;
  serverAuth: AuthState;
  apolloState: BasePageProps['apolloState'];
  pending: PendingAuthAction | null;
  /** Called once the pending action has been started. */
  onPendingTaken: () => void;
  /** Receives the site's auth state and actions whenever they change. */
  onChange: (auth: SiteAuth) => void;
}

/**
 * The browser's sign-in library, loaded on demand by `SiteAuthProvider`: react-oidc-context's
 * provider over our AuthService (which completes the redirect and sign-out callbacks), and the
 * bridge that reports the site's auth state back. It renders nothing of its own.
 */
export default function SignInRuntime(props: SignInRuntimeProps) {
  const router = useRouter();
  const [service] = useState(() => createSiteAuthService(props.config));
  if (!service) return null;
  const onCallbackRoute = router.pathname.startsWith(AUTH_ROUTES.signInCallback);
  return (
    <AuthProvider
      userManager={service.userManager}
      skipSigninCallback={!onCallbackRoute}
      onSigninCallback={(user) => completeSignIn(user, router)}
      matchSignoutCallback={() => isSignOutReturn(window.location)}
      onSignoutCallback={() => stripSignOutParams()}
    >
      <BrowserAuthBridge service={service} {...props} />
    </AuthProvider>
  );
}
