import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';
import SiteAuthProvider from '@/components/members/SiteAuthProvider';
import TrackingOnIdle from '@/components/tracking/TrackingOnIdle';
import { LOGGED_OUT } from '@/lib/members/auth/authState';
import type { BasePageProps } from '@/lib/site/pageProps';
import { baselineStyles } from '@/components/layout/baselineStyles';
import { themeCustomProperties } from '@/components/layout/themeCustomProperties';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';

interface SiteProvidersProps {
  pageProps: Partial<BasePageProps>;
  children: ReactNode;
}

/**
 * Theme and sign-in around every page; analytics and tag manager join here. The data client is not
 * a provider: it loads on demand (`loadBrowserApolloClient`), because member data comes from the
 * server.
 */
export default function SiteProviders({ pageProps, children }: SiteProvidersProps) {
  const themeName = pageProps.site?.theme ?? 'care';
  const theme = siteTheme(themeName);
  const baseline = useMemo(
    () => ({ ...baselineStyles(theme), ...themeCustomProperties(theme) }),
    [theme],
  );
  const themed = (
    <ThemeProvider theme={theme}>
      <GlobalStyles styles={baseline} />
      {children}
    </ThemeProvider>
  );
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
