/**
 * Where the identity provider sends the browser back (exact URIs registered at the provider). Its
 * own module so the first load, which only tests the route (signInRuntimeTriggers), does not carry
 * the library settings of authSettings.ts.
 */
export const AUTH_ROUTES = {
  /** Sign-in redirect callback: the /authCallback page (docs/members.md#sign-in-routes). */
  signInCallback: '/authCallback',
  /** Silent renew callback, loaded in a hidden frame when no refresh token is available. */
  silentCallback: '/authCallback/silent',
  /** Where sign-out returns: the landing page. */
  postLogout: '/',
} as const;
