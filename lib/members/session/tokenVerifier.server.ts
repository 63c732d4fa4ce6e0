import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/** Signature algorithms we accept; `none` and HMAC are never in the list (ASVS 9.1.2). */
export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256'] as const;

/** The claims of a verified access token the site uses (docs/members.md#server-session). */
export interface VerifiedToken {
  sub: string;
  /** Member id the support user acts as, when impersonating. */
  impersonated: string | undefined;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The token's id, when the provider gives one (what a sign-out denylists). */
  jti?: string | undefined;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Overrides discovery, for tests and providers without it. */
  jwksUri?: string;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken | null>;

function claimsOf(payload: JWTPayload): VerifiedToken | null {
  if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.exp !== 'number')
    return null;
  const impersonated = payload['impersonated'];
  return {
    sub: payload.sub,
    impersonated:
      typeof impersonated === 'string' && impersonated !== '' ? impersonated : undefined,
    exp: payload.exp,
    jti: typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : undefined,
  };
}

async function discoverJwksUri(issuer: string): Promise<string> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
  return document.jwks_uri;
}

/**
 * Verifies access tokens against the provider's signing keys with jose: signature, issuer,
 * audience, expiry and the algorithm allowlist. Resolves `null` for any token that fails, so a
 * tampered, expired or foreign-signed token simply means "not signed in". Keys are fetched once
 * and cached by jose (refetched when an unknown key id appears).
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;
  const keys = async () => {
    keySet ??= createRemoteJWKSet(
      new URL(options.jwksUri ?? (await discoverJwksUri(options.issuer))),
    );
    return keySet;
  };
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, await keys(), {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: [...ACCEPTED_ALGORITHMS],
      });
      return claimsOf(payload);
    } catch (error) {
      // The provider could not be asked (nothing answered, an error status, a timeout): rethrown,
      // so callers can tell an outage (503, logged) from a bad token (not signed in).
      if (isProviderFailure(error)) throw error;
      return null;
    }
  };
}

/** jose codes for a key set that could not be fetched, as opposed to a token that failed. */
const KEY_SET_FAILURES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID']);

/**
 * True for failures to reach the provider: anything that is not a jose error (fetch rejects with
 * a TypeError when nothing answers; discovery throws plain errors), a key-set timeout or invalid
 * key set, and jose's generic error for a non-200 key-set response.
 */
function isProviderFailure(error: unknown): boolean {
  if (!(error instanceof joseErrors.JOSEError)) return true;
  return KEY_SET_FAILURES.has(error.code) || /JSON Web Key Set HTTP response/.test(error.message);
}
