import { AuthProvider } from 'react-oidc-context';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import type { AuthState } from '@/lib/auth/authState';
import { AUTH_ROUTES } from '@/lib/auth/authSettings';
import { createSiteAuthService } from '@/lib/auth/client/createSiteAuthService';
import { SiteAuthContext } from '@/lib/auth/siteAuthContext';
import type { PublicConfig } from '@/lib/config/siteConfig';
import BrowserAuthBridge from './BrowserAuthBridge';
import { completeSignIn, isSignOutReturn, stripSignOutParams } from './callbackHandlers';

interface SiteAuthProviderProps {
  config: PublicConfig;
  serverAuth: AuthState;
  children: ReactNode;
}

/**
 * Sign-in for the whole site. On the server (and with no identity provider configured) it only
 * provides the auth state from page props, so pages render complete HTML; in the browser it adds
 * react-oidc-context's provider over our AuthService and the bridge that keeps both in step.
 */
export default function SiteAuthProvider({ config, serverAuth, children }: SiteAuthProviderProps) {
  const router = useRouter();
  const [service] = useState(() => createSiteAuthService(config));
  if (!service) {
    const problem = config.oidc.authority
      ? null
      : 'Sign-in is not available on this site right now.';
    return (
      <SiteAuthContext.Provider
        value={{
          auth: serverAuth,
          status: problem ? 'unavailable' : 'idle',
          problem,
          signIn: () => undefined,
          signOut: () => undefined,
        }}
      >
        {children}
      </SiteAuthContext.Provider>
    );
  }
  const onCallbackRoute = router.pathname.startsWith(AUTH_ROUTES.signInCallback);
  return (
    <AuthProvider
      userManager={service.userManager}
      skipSigninCallback={!onCallbackRoute}
      onSigninCallback={(user) => completeSignIn(user, router)}
      matchSignoutCallback={() => isSignOutReturn(window.location)}
      onSignoutCallback={() => stripSignOutParams()}
    >
      <BrowserAuthBridge
        service={service}
        serverAuth={serverAuth}
        supportPhone={config.supportPhone}
      >
        {children}
      </BrowserAuthBridge>
    </AuthProvider>
  );
}
