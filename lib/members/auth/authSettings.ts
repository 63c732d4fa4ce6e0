import type { UserManagerSettings } from 'oidc-client-ts';
import { siteUrl } from '@/lib/platform/routing/basePath';
import { AUTH_ROUTES } from './authRoutes';

/**
 * Identity constants (docs/members.md#identity-settings), passed to oidc-client-ts as its own
 * settings rather than reimplemented. (Retry after a silent-renew timeout, 5 s, is the library's
 * built-in behaviour.)
 */
export const IDENTITY_CONSTANTS = {
  response_type: 'code',
  staleStateAgeInSeconds: 900,
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  checkSessionIntervalInSeconds: 2,
  popupWindowFeatures: { height: 640 },
  automaticSilentRenew: true,
  revokeTokenTypes: ['access_token', 'refresh_token'],
  // Revocation is our own step before sign-out (AuthService.revokeTokens,
  // docs/members.md#sign-out-and-token-revocation), so a provider that refuses to revoke a token
  // type never blocks signing out.
  revokeTokensOnSignout: false,
  loadUserInfo: false,
} as const satisfies Partial<UserManagerSettings>;

export interface AuthClientConfig {
  authority: string;
  clientId: string;
  scope: string;
  siteOrigin: string;
}

/**
 * The sign-in return page's address for each language other than English, keyed as `ui_locales`
 * names it (docs/members.md#language).
 */
export function localizedRedirectUris(siteOrigin: string): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(AUTH_ROUTES.localizedSignInCallbacks).map(([language, route]) => [
      language,
      siteUrl(siteOrigin, route),
    ]),
  );
}

/** The user-manager settings for this site, without the stores (the browser supplies those). */
export function buildAuthSettings(config: AuthClientConfig) {
  return {
    ...IDENTITY_CONSTANTS,
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: siteUrl(config.siteOrigin, AUTH_ROUTES.signInCallback),
    silent_redirect_uri: siteUrl(config.siteOrigin, AUTH_ROUTES.silentCallback),
    post_logout_redirect_uri: siteUrl(config.siteOrigin, AUTH_ROUTES.postLogout),
    // Session monitor (checkSessionIntervalInSeconds: 2, docs/members.md#session-monitor). It runs
    // only when the provider advertises check_session_iframe; without one (oidc-provider 9, our
    // local stack, has none) the library logs a warning and monitors nothing. Reactions:
    // components/members/useSessionMonitor.ts.
    monitorSession: true,
  } satisfies Omit<UserManagerSettings, 'userStore'>;
}
