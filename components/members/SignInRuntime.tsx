import { useRouter } from 'next/router';
import { useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { isSignInReturnRoute } from '@/lib/members/auth/authRoutes';
import { createSiteAuthService } from '@/lib/members/auth/client/createSiteAuthService';
import BrowserAuthBridge from './BrowserAuthBridge';
import type { SignInRuntimeProps } from './signInRuntimeProps';
import { uiLocalesFor } from './uiLocalesFor';
import { completeSignIn, completeSignOut } from '@/lib/members/auth/client/callbackHandlers';
import { isSignOutReturn } from '@/lib/members/auth/client/signOutReturn';

/**
 * The browser's sign-in library, loaded on demand by `SiteAuthProvider`: react-oidc-context's
 * provider over our AuthService (which completes the redirect and sign-out callbacks), and the
 * bridge that reports the site's auth state back. It renders nothing of its own.
 */
export default function SignInRuntime(props: SignInRuntimeProps) {
  const router = useRouter();
  const [service] = useState(() => createSiteAuthService(props.config, uiLocalesFor));
  if (!service) return null;
  const onCallbackRoute = isSignInReturnRoute(router.pathname);
  return (
    <AuthProvider
      userManager={service.userManager}
      skipSigninCallback={!onCallbackRoute}
      onSigninCallback={(user) => completeSignIn(user, router)}
      matchSignoutCallback={() => isSignOutReturn(window.location)}
      onSignoutCallback={(response) => completeSignOut(response, router)}
    >
      <BrowserAuthBridge service={service} {...props} />
    </AuthProvider>
  );
}
