// @ts-check
// Verifies the site's bearer token the way the real backend does: a JWT access token (RFC 9068)
// signed by the issuer's published keys, for the GraphQL audience.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';

import { describeError } from '../lib/log.mjs';
import { serviceUnavailable, unauthenticated } from './errors.mjs';

/**
 * @typedef {object} Identity
 * @property {string} subject the signed-in account (`sub`)
 * @property {string | undefined} impersonated the member a support user is viewing as
 * @property {string} memberId whose data to serve: impersonated ?? subject
 */

// Failures of ours or of the issuer, not of the token: they must not read as "sign in again".
const SERVER_SIDE = [
  joseErrors.JWKSTimeout,
  joseErrors.JWKSInvalid,
  joseErrors.JWKSMultipleMatchingKeys,
];

/**
 * @param {{ issuer: string, audience: string, log: import('../lib/log.mjs').Log,
 *   clockToleranceSeconds?: number }} options
 * @returns {(authorization: string | null) => Promise<Identity>}
 */
export function createAccessTokenVerifier({ issuer, audience, log, clockToleranceSeconds = 5 }) {
  /** @type {Promise<ReturnType<typeof createRemoteJWKSet>> | undefined} */
  let keySet;

  // The key set URL comes from discovery, as a relying party would find it. Fetched on first
  // use, not at startup, so the backend starts without waiting for the identity provider; a
  // failed attempt is forgotten so the next request retries.
  function loadKeySet() {
    keySet ??= (async () => {
      const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`OpenID discovery answered HTTP ${response.status}`);
      const metadata = /** @type {{ issuer?: unknown, jwks_uri?: unknown }} */ (
        await response.json()
      );
      if (metadata.issuer !== issuer || typeof metadata.jwks_uri !== 'string') {
        throw new Error('OpenID discovery document does not match the issuer');
      }
      return createRemoteJWKSet(new URL(metadata.jwks_uri));
    })();
    keySet.catch(() => {
      keySet = undefined;
    });
    return keySet;
  }

  return async function verify(authorization) {
    if (!authorization) {
      throw unauthenticated('Sign-in required: send Authorization: Bearer <access token>.');
    }
    const match = /^Bearer +(\S+)$/i.exec(authorization.trim());
    if (!match?.[1]) {
      throw unauthenticated('The Authorization header must be "Bearer <access token>".', {
        invalidToken: true,
      });
    }

    let payload;
    try {
      // A key function, so malformed tokens are refused before any key is fetched.
      ({ payload } = await jwtVerify(
        match[1],
        async (header, token) => (await loadKeySet())(header, token),
        {
          issuer,
          audience,
          algorithms: ['RS256', 'PS256', 'ES256'],
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp'],
          clockTolerance: clockToleranceSeconds,
        },
      ));
    } catch (error) {
      if (
        error instanceof joseErrors.JOSEError &&
        !SERVER_SIDE.some((type) => error instanceof type)
      ) {
        throw unauthenticated(reasonFor(error), { invalidToken: true });
      }
      // Discovery or the key set could not be fetched: the token may be fine, the issuer is not.
      log({
        level: 'error',
        msg: 'cannot load the issuer signing keys',
        issuer,
        error: describeError(error),
      });
      throw serviceUnavailable(
        `Cannot load the signing keys of ${issuer}; is the identity provider running?`,
      );
    }

    const subject = /** @type {string} */ (payload.sub);
    const impersonated =
      typeof payload.impersonated === 'string' ? payload.impersonated : undefined;
    return { subject, impersonated, memberId: impersonated ?? subject };
  };
}

/**
 * A reason a developer can act on, without echoing the token.
 * @param {InstanceType<typeof joseErrors.JOSEError>} error
 */
function reasonFor(error) {
  if (error instanceof joseErrors.JWTExpired) return 'The access token has expired.';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'typ') return 'The token is not an access token (typ must be at+jwt).';
    return `The access token is not for this API (${error.claim} claim check failed).`;
  }
  return 'The access token is not valid.';
}
