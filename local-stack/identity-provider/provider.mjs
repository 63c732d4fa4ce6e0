// @ts-check
// The oidc-provider configuration: one public client (the site), code flow with PKCE, JWT access
// tokens for the GraphQL backend, rotating refresh tokens, and our own pages.
import { Provider, errors } from 'oidc-provider';

import { copyFor } from './i18n/copy.mjs';
import { LANGUAGES, pickLanguage } from './i18n/language.mjs';
import { generateCookieKeys, generateSigningJwks } from './keys.mjs';
import { findPersonById } from './members.mjs';
import { API_RESOURCE, CLIENT_ID, SCOPE, pageHeaders, siteUrls } from './site.mjs';
import { errorPage, logoutPage, signedOutPage } from './views.mjs';

/** Lifetimes in seconds. */
export const TTL = Object.freeze({
  AccessToken: 60 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  RefreshToken: 24 * 60 * 60,
  Session: 24 * 60 * 60,
  Interaction: 60 * 60,
  Grant: 24 * 60 * 60,
});

/** What the GraphQL backend is told about itself as a resource server. */
const RESOURCE_SERVER = Object.freeze({
  scope: SCOPE,
  audience: API_RESOURCE,
  accessTokenFormat: 'jwt',
  jwt: { sign: { alg: /** @type {const} */ ('RS256') } },
  accessTokenTTL: TTL.AccessToken,
});

/** @typedef {import('oidc-provider').Configuration} Configuration */

/**
 * The language of a provider endpoint's own page: the request's `ui_locales` (the authorization
 * and end-session endpoints take it), else English.
 * @param {import('oidc-provider').KoaContextWithOIDC} ctx
 */
function requestLanguage(ctx) {
  return pickLanguage(ctx.oidc?.params?.ui_locales ?? ctx.query?.ui_locales);
}

/**
 * The one client, the site: a public client using the code flow with PKCE.
 * @param {string} siteOrigin
 * @returns {Configuration}
 */
function clientConfiguration(siteOrigin) {
  const { redirectUris, postLogoutRedirectUris } = siteUrls(siteOrigin);
  return {
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'HomePay (local)',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    // Only what the site uses: the code flow, by a public client.
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) =>
      origin === siteOrigin && client.clientId === CLIENT_ID,
  };
}

/**
 * Who can sign in, and which claims their ID token carries.
 * @returns {Configuration}
 */
function accountConfiguration() {
  return {
    findAccount(_ctx, id) {
      const person = findPersonById(id);
      if (!person) return undefined;
      return {
        accountId: person.id,
        async claims() {
          return {
            sub: person.id,
            given_name: person.firstName,
            family_name: person.lastName,
            name: person.displayName,
            email: person.email,
            email_verified: true,
          };
        },
      };
    },
    scopes: SCOPE.split(' '),
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'name'],
      email: ['email', 'email_verified'],
    },
    // Access tokens are bound to the GraphQL audience, which the userinfo endpoint refuses, so the
    // ID token carries the profile and email claims itself (the site sets loadUserInfo: false).
    conformIdTokenClaims: false,
  };
}

/**
 * Revocation, userinfo, sign-out pages and the GraphQL resource indicator.
 * @param {{ headers: Record<string, string>, siteUrl: string }} pages
 * @returns {Configuration}
 */
function featureConfiguration({ headers, siteUrl }) {
  return {
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client may revoke its own tokens only; others' are ignored (RFC 7009 answers 200).
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.set(headers);
          ctx.type = 'html';
          ctx.body = logoutPage({ form, language: requestLanguage(ctx) });
        },
        async postLogoutSuccessSource(ctx) {
          ctx.set(headers);
          ctx.type = 'html';
          ctx.body = signedOutPage({ siteUrl, language: requestLanguage(ctx) });
        },
      },
      resourceIndicators: {
        enabled: true,
        // Authorization requests without `resource` get the GraphQL audience: the site never
        // sends one, yet needs JWT access tokens the backend can verify.
        async defaultResource(_ctx, _client, oneOf) {
          if (oneOf) return oneOf.includes(API_RESOURCE) ? API_RESOURCE : oneOf;
          return API_RESOURCE;
        },
        // Token requests (code and refresh) without `resource` keep the granted audience;
        // otherwise oidc-provider would issue an opaque userinfo-only token for `openid`.
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator, client) {
          if (resourceIndicator === API_RESOURCE && client.clientId === CLIENT_ID) {
            return RESOURCE_SERVER;
          }
          throw new errors.InvalidTarget();
        },
      },
    },
  };
}

/**
 * Token contents and lifetimes: the impersonation claim, refresh-token rules, TTLs.
 * @param {import('./impersonation.mjs').ImpersonationRegistry} impersonation
 * @returns {Configuration}
 */
function tokenConfiguration(impersonation) {
  return {
    // The support user's chosen member rides on every access token of their Grant, including
    // those issued from rotated refresh tokens, because all of them carry the same grantId.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const memberId = impersonation.memberFor(token.grantId, token.accountId);
      return memberId ? { impersonated: memberId } : undefined;
    },
    // oidc-provider keeps offline_access only when the request says prompt=consent (OpenID
    // Connect Core section 11), which oidc-client-ts never sends, so the scope is gone before the
    // code is issued. The site is our own client and always asks for offline_access, so its code
    // exchanges get a refresh token anyway. Without offline_access that refresh token is tied to
    // the sign-in session (oidc-provider's expiresWithSession): signing out ends it.
    async issueRefreshToken(_ctx, client, source) {
      if (!client.grantTypeAllowed('refresh_token')) return false;
      return (
        source.scopes.has('offline_access') ||
        (client.clientId === CLIENT_ID && source.kind === 'AuthorizationCode')
      );
    },
    rotateRefreshToken: true,

    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? TTL.AccessToken,
      AuthorizationCode: TTL.AuthorizationCode,
      IdToken: TTL.IdToken,
      // A rotated refresh token inherits what is left of its predecessor's day, so rotation
      // cannot extend a sign-in forever.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? TTL.RefreshToken,
      Session: TTL.Session,
      Interaction: TTL.Interaction,
      Grant: TTL.Grant,
    },
  };
}

/**
 * Our own interaction and error pages instead of oidc-provider's.
 * @param {{ headers: Record<string, string>, siteUrl: string, log: import('../lib/log.mjs').Log }} pages
 * @returns {Configuration}
 */
function pageConfiguration({ headers, siteUrl, log }) {
  return {
    discovery: { ui_locales_supported: [...LANGUAGES] },
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    async renderError(ctx, out, error) {
      log({
        level: 'warn',
        msg: 'error page rendered',
        error: out.error,
        description: out.error_description,
        ...(error instanceof Error && !('expose' in error && error.expose)
          ? { cause: error.message }
          : {}),
      });
      ctx.set(headers);
      ctx.type = 'html';
      const language = requestLanguage(ctx);
      const { pages } = copyFor(language);
      ctx.body = errorPage({
        ...(out.error === 'server_error' ? pages.serverError : pages.refused),
        details: { error: out.error, error_description: out.error_description },
        siteUrl,
        language,
      });
    },
  };
}

/**
 * @typedef {object} ProviderOptions
 * @property {string} issuer
 * @property {string} siteOrigin
 * @property {import('./impersonation.mjs').ImpersonationRegistry} impersonation
 * @property {import('../lib/log.mjs').Log} log
 */

/**
 * @param {ProviderOptions} options
 * @returns {Promise<Provider>}
 */
export async function createProvider({ issuer, siteOrigin, impersonation, log }) {
  const pages = { headers: pageHeaders(siteOrigin), siteUrl: siteUrls(siteOrigin).siteUrl, log };
  const provider = new Provider(issuer, {
    ...clientConfiguration(siteOrigin),
    jwks: await generateSigningJwks(),
    cookies: {
      keys: generateCookieKeys(),
      // No `secure` flag here: oidc-provider sets it only when the request itself is https, so
      // the cookies work on http://localhost. SameSite=Lax still reaches the provider from the
      // site's silent-renew iframe because localhost:3000 and localhost:4000 are the same site
      // (ports do not count), but not if the site is opened as 127.0.0.1.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    ...accountConfiguration(),
    ...featureConfiguration(pages),
    ...tokenConfiguration(impersonation),
    ...pageConfiguration(pages),
  });

  provider.proxy = false;
  return provider;
}
