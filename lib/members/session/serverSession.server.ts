import { sessionTokenId } from './sessionTokenId.server';
import type { TokenVerifier, VerifiedToken } from './tokenVerifier.server';

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
