import { stringifySetCookie } from 'cookie';
import { BASE_PATH } from '@/lib/platform/routing/basePath';

/**
 * The server session cookie holding the encoded access token (docs/members.md#server-session).
 * Scoped to this app's path on the shared origin, HttpOnly, SameSite=Lax (the provider's redirect
 * back is a top-level navigation). Over https it is Secure and carries the `__Secure-` prefix (ASVS
 * 3.3.1); `__Host-` would force Path=/ and hand the token to every other app on the origin.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Secure-hp_vhp_session' : 'hp_vhp_session';
}

/** Browsers drop cookies over 4096 bytes of name plus value (ASVS 3.3.5). */
export const MAX_COOKIE_BYTES = 4096;

export class SessionCookieTooLargeError extends Error {
  override name = 'SessionCookieTooLargeError';
}

/** Set-Cookie value storing the token until it expires. Throws when it would not fit. */
export function sessionSetCookie(token: string, expiresAtSeconds: number, secure: boolean): string {
  const name = sessionCookieName(secure);
  const bytes = new TextEncoder().encode(name + token).length;
  if (bytes > MAX_COOKIE_BYTES) {
    throw new SessionCookieTooLargeError(
      `session cookie would be ${bytes} bytes (limit ${MAX_COOKIE_BYTES})`,
    );
  }
  return stringifySetCookie(name, token, {
    path: BASE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: new Date(expiresAtSeconds * 1000),
    // Max-Age wins over Expires in browsers and does not depend on the browser's clock.
    maxAge: Math.max(0, expiresAtSeconds - Math.floor(Date.now() / 1000)),
  });
}

/** Set-Cookie value that deletes the session cookie. */
export function clearSessionSetCookie(secure: boolean): string {
  return stringifySetCookie(sessionCookieName(secure), '', {
    path: BASE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: new Date(0),
  });
}
