// @ts-check
// Fresh key material on every start: nothing secret is committed, and tokens from an earlier run
// stop verifying, exactly as they would after a key rotation in production.
import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';

/**
 * An RS256 signing key as the private JWK Set oidc-provider expects (`jwks` configuration).
 * @returns {Promise<{ keys: import('jose').JWK[] }>}
 */
export async function generateSigningJwks() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  // The thumbprint covers only the public members, so it is a stable, non-secret key id.
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, use: 'sig', alg: 'RS256' }] };
}

/**
 * Keys for signing the provider's cookies (session, interaction).
 * @returns {string[]}
 */
export function generateCookieKeys() {
  return [randomBytes(32).toString('base64url')];
}
