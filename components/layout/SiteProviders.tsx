import { useMemo, type ReactNode } from 'react';
import SiteAuthProvider from '@/components/members/SiteAuthProvider';
import TrackingOnIdle from '@/components/tracking/TrackingOnIdle';
import { LOGGED_OUT } from '@/lib/members/auth/authState';
import type { BasePageProps } from '@/lib/site/pageProps';
import { pageThemeName } from '@/lib/site/theme/pageTheme';
import { StyleScopeContext } from '@/components/hydration/StyleScopeContext';

interface SiteProvidersProps {
  pageProps: Partial<BasePageProps>;
  children: ReactNode;
}

/**
 * The theme's name and the nonce (for the parts that bring MUI when they load: MuiScope) and
 * sign-in around every page; analytics and tag manager join here. The data client is not
 * a provider: it loads on demand (`loadBrowserApolloClient`), because member data comes from the
 * server.
 */
export default function SiteProviders({ pageProps, children }: SiteProvidersProps) {
  // The baseline and the theme's custom properties come with the server's HTML (ServerMuiScope).
  const theme = pageThemeName(pageProps);
  const scope = useMemo(() => ({ theme, nonce: pageProps.nonce }), [theme, pageProps.nonce]);
  const themed = <StyleScopeContext.Provider value={scope}>{children}</StyleScopeContext.Provider>;
  const { site, apolloState = null, auth = LOGGED_OUT } = pageProps;
  if (!site) return themed;
  const { pageKey, flags, nonce = '', visitorId = '', deviceId = '' } = pageProps;
  return (
    <SiteAuthProvider config={site} serverAuth={auth} apolloState={apolloState}>
      {themed}
      {/*
        Tracking loads after hydration, on idle, as its own chunk
        (docs/tracking.md#what-loads-when).
      */}
      {pageKey && flags ? (
        <TrackingOnIdle
          pageKey={pageKey}
          locale={pageProps.locale ?? 'en'}
          site={site}
          flags={flags}
          nonce={nonce}
          visitorId={visitorId}
          deviceId={deviceId}
          enrollmentSessionId={pageProps.enrollmentSessionId ?? ''}
          privacy={pageProps.privacy}
        />
      ) : null}
    </SiteAuthProvider>
  );
}
