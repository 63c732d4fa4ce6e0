/**
 * Where the identity provider sends the browser back (exact URIs registered at the provider). Its
 * own module so the first load, which only tests the route (signInRuntimeTriggers), does not carry
 * the library settings of authSettings.ts.
 */
export const AUTH_ROUTES = {
  /** Sign-in redirect callback: the /authCallback page (docs/members.md#sign-in-routes). */
  signInCallback: '/authCallback',
  /**
   * The sign-in return page in another language, keyed by the `ui_locales` the sign-in asked the
   * provider for: a sign-in started on a Spanish page comes back to the Spanish page
   * (docs/members.md#language).
   */
  localizedSignInCallbacks: { es: '/es/authCallback' } as Readonly<Record<string, string>>,
  /** Silent renew callback, loaded in a hidden frame when no refresh token is available. */
  silentCallback: '/authCallback/silent',
  /** Where sign-out returns: the landing page. */
  postLogout: '/',
} as const;

/** Whether a route (without the base path) is a sign-in return page, in any language, or silent renew. */
export function isSignInReturnRoute(pathname: string): boolean {
  return [AUTH_ROUTES.signInCallback, ...Object.values(AUTH_ROUTES.localizedSignInCallbacks)].some(
    (route) => pathname === route || pathname.startsWith(`${route}/`),
  );
}
