import type { TokenVerifier, VerifiedToken } from './tokenVerifier.server';

/** The server session: authenticated with the decoded and encoded token, or not. */
export type ServerSession =
  | { state: 'authenticated'; token: VerifiedToken; encodedToken: string }
  | { state: 'unauthenticated' };

const UNAUTHENTICATED: ServerSession = { state: 'unauthenticated' };

/**
 * Decodes the session cookie. Anything that does not verify (tampered, expired, foreign-signed,
 * absent) is an unauthenticated session; an unreachable provider is reported via `onError`.
 */
export async function readServerSession(
  cookieValue: string | undefined,
  verify: TokenVerifier,
  onError: (error: unknown) => void,
): Promise<ServerSession> {
  if (!cookieValue) return UNAUTHENTICATED;
  try {
    const token = await verify(cookieValue);
    return token ? { state: 'authenticated', token, encodedToken: cookieValue } : UNAUTHENTICATED;
  } catch (error) {
    onError(error);
    return UNAUTHENTICATED;
  }
}
