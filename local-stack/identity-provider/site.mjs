// @ts-check
// What the identity provider needs to know about the site it serves.

/** The site is served under this base path (next.config.js `basePath`). */
export const BASE_PATH = '/app/hp-vhp';

/** The site's OAuth client: public (no secret), so PKCE protects its authorization codes. */
export const CLIENT_ID = 'hp-vhp';

/** The audience of access tokens for the GraphQL backend (the site's OIDC_AUDIENCE). */
export const API_RESOURCE = 'urn:homepay:graphql';

/** Everything the site asks for (the site's OIDC_SCOPE). */
export const SCOPE = 'openid profile email offline_access';

/**
 * @param {string} siteOrigin e.g. http://localhost:3000
 */
export function siteUrls(siteOrigin) {
  const siteUrl = `${siteOrigin}${BASE_PATH}`;
  return {
    siteUrl,
    // Registered exactly: oidc-provider compares redirect URIs as strings. The Spanish return page
    // is where a sign-in started on a Spanish page comes back (docs/members.md#language).
    redirectUris: [
      `${siteUrl}/authCallback`,
      `${siteUrl}/es/authCallback`,
      `${siteUrl}/authCallback/silent`,
    ],
    postLogoutRedirectUris: [siteUrl],
  };
}

/**
 * Headers for the provider's own HTML pages. Forms post to the provider and are then redirected
 * to the site, and browsers apply form-action to that redirect too, so the site is allowed.
 * @param {string} siteOrigin
 * @returns {Record<string, string>}
 */
export function pageHeaders(siteOrigin) {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action 'self' ${siteOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  };
}
