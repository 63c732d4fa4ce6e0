import { siteConfig } from '@/lib/platform/config/env.server';
import { logger } from '@/lib/platform/logging/logger.server';
import { readServerSession, type ServerSession } from './serverSession.server';
import { sessionCookieName } from './sessionCookie';
import { createTokenVerifier, type TokenVerifier } from './tokenVerifier.server';

/** Cookies over https are Secure and prefixed; see sessionCookie.ts. */
export const SESSION_COOKIE_SECURE = siteConfig.siteOrigin.startsWith('https:');
export const SESSION_COOKIE_NAME = sessionCookieName(SESSION_COOKIE_SECURE);

let verifier: TokenVerifier | undefined;

/** The site's verifier for the configured provider, or undefined when sign-in is not configured. */
export function siteTokenVerifier(): TokenVerifier | undefined {
  const { authority, audience } = siteConfig.oidc;
  if (!authority) return undefined;
  verifier ??= createTokenVerifier({ issuer: authority, audience });
  return verifier;
}

/** Reads the request's session cookie into a server session (never throws). */
export async function readSiteSession(
  cookies: Partial<Record<string, string>>,
): Promise<ServerSession> {
  const verify = siteTokenVerifier();
  if (!verify) return { state: 'unauthenticated' };
  return readServerSession(cookies[SESSION_COOKIE_NAME], verify, (error) =>
    logger.error({ err: error }, 'Session verification failed: identity provider unreachable'),
  );
}
