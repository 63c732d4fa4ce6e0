import { decodeJwt } from 'jose';
import { siteConfig } from '@/lib/platform/config/env.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { processSingleton } from '@/lib/platform/loading/processSingleton.server';
import { sharedRedis } from '@/lib/platform/redis/redisClient.server';
import { sessionCookieName } from './sessionCookie';
import { createSessionDenylist, type SessionDenylist } from './sessionDenylist.server';
import { sessionTokenId } from './sessionTokenId.server';
import {
  createTokenVerifier,
  type TokenVerifier,
  type VerifiedToken,
} from './tokenVerifier.server';

/** The server session: authenticated with the decoded and encoded token, or not. */
export type ServerSession =
  | { state: 'authenticated'; token: VerifiedToken; encodedToken: string }
  | { state: 'unauthenticated' };

const UNAUTHENTICATED: ServerSession = { state: 'unauthenticated' };

/**
 * Decodes the session cookie. Anything that does not verify (tampered, expired, foreign-signed,
 * absent) or that was signed out (`isSignedOut`, given the token's id) is an unauthenticated
 * session; an unreachable provider is reported via `onError`.
 */
export async function readServerSession(
  cookieValue: string | undefined,
  verify: TokenVerifier,
  onError: (error: unknown) => void,
  isSignedOut: (tokenId: string) => Promise<boolean> = () => Promise.resolve(false),
): Promise<ServerSession> {
  if (!cookieValue) return UNAUTHENTICATED;
  try {
    const token = await verify(cookieValue);
    if (!token || (await isSignedOut(sessionTokenId(cookieValue, token.jti))))
      return UNAUTHENTICATED;
    return { state: 'authenticated', token, encodedToken: cookieValue };
  } catch (error) {
    onError(error);
    return UNAUTHENTICATED;
  }
}

/** Cookies over https are Secure and prefixed; see sessionCookie.ts. */
export const SESSION_COOKIE_SECURE = siteConfig.siteOrigin.startsWith('https:');
export const SESSION_COOKIE_NAME = sessionCookieName(SESSION_COOKIE_SECURE);

/** An unverifiable token's sign-out is kept at most this long (its `exp` is only its say-so). */
const UNVERIFIED_SIGN_OUT_SECONDS = 24 * 60 * 60;

let verifier: TokenVerifier | undefined;

/** The site's verifier for the configured provider, or undefined when sign-in is not configured. */
export function siteTokenVerifier(): TokenVerifier | undefined {
  const { authority, audience } = siteConfig.oidc;
  if (!authority) return undefined;
  verifier ??= createTokenVerifier({ issuer: authority, audience });
  return verifier;
}

/**
 * The process's sign-out denylist: one for the API routes and the pages alike (they are separate
 * bundles), shared through Redis when REDIS_URL is set.
 */
function siteDenylist(): SessionDenylist {
  return processSingleton('sessionDenylist', () =>
    createSessionDenylist({ redis: sharedRedis(), log: logger }),
  );
}

/** True when the verified token was signed out (docs/members.md#sign-out-everywhere). */
export function isSignedOut(encodedToken: string, token: VerifiedToken): Promise<boolean> {
  return siteDenylist().has(sessionTokenId(encodedToken, token.jti));
}

/** Reads the request's session cookie into a server session (never throws). */
export async function readSiteSession(
  cookies: Partial<Record<string, string>>,
): Promise<ServerSession> {
  const verify = siteTokenVerifier();
  if (!verify) return { state: 'unauthenticated' };
  return readServerSession(
    cookies[SESSION_COOKIE_NAME],
    verify,
    (error) =>
      logger.error({ err: error }, 'Session verification failed: identity provider unreachable'),
    (tokenId) => siteDenylist().has(tokenId),
  );
}

/**
 * Ends the session of the cookie's token on every instance: its id is denylisted until the token
 * expires. A token that does not verify needs nothing; one that cannot be verified now (provider
 * unreachable) is denylisted by its hash for at most a day. Never throws.
 */
export async function endSiteSession(encodedToken: string | undefined): Promise<void> {
  const verify = siteTokenVerifier();
  if (!encodedToken || !verify) return;
  try {
    const token = await verify(encodedToken).catch((error: unknown) => {
      logger.warn({ err: error }, 'Sign-out: token not verifiable now; denylisting its hash');
      return undefined;
    });
    if (token) {
      await siteDenylist().add(sessionTokenId(encodedToken, token.jti), token.exp);
    } else if (token === undefined) {
      const claimed = decodeJwt(encodedToken).exp ?? 0;
      const cap = Math.floor(Date.now() / 1000) + UNVERIFIED_SIGN_OUT_SECONDS;
      await siteDenylist().add(sessionTokenId(encodedToken), Math.min(claimed, cap));
    }
  } catch (error) {
    logger.warn({ err: error }, 'Sign-out: could not denylist the session token');
  }
}
