import { stringifySetCookie } from 'cookie';
import { BASE_PATH } from '@/lib/platform/routing/basePath';
import { checkPartnerCode } from './partnerCode';

/**
 * The session cookie that carries a partner's code from the partner link (`/?partner=CODE`) to
 * the pages visited afterwards, so their enrollment links keep `partner=CODE&hired=yes`.
 */
export const PARTNER_COOKIE_NAME = 'hp_partner';

export interface PartnerSession {
  /** The valid partner code of this visit, upper-cased; null for a family visitor. */
  partnerCode: string | null;
  /** A Set-Cookie value when the request brought a new valid code, else null. */
  setCookie: string | null;
}

function validCode(raw: string | string[] | undefined): string | null {
  // A repeated parameter is ambiguous: treat it as no code rather than pick one.
  if (typeof raw !== 'string') return null;
  const check = checkPartnerCode(raw);
  return check.ok ? check.code : null;
}

/**
 * The partner code of a request: a valid `partner` query parameter wins (and is remembered for
 * the session), else a valid code from the cookie. Anything invalid is ignored without an error:
 * the visitor simply gets the family pages.
 */
export function resolvePartnerSession(
  queryValue: string | string[] | undefined,
  cookieValue: string | undefined,
  options: { secure: boolean },
): PartnerSession {
  const fromQuery = validCode(queryValue);
  const fromCookie = validCode(cookieValue);
  if (fromQuery === null) return { partnerCode: fromCookie, setCookie: null };
  if (fromQuery === fromCookie) return { partnerCode: fromQuery, setCookie: null };
  return {
    partnerCode: fromQuery,
    // No Max-Age: a browser-session cookie, scoped to this app.
    setCookie: stringifySetCookie(PARTNER_COOKIE_NAME, fromQuery, {
      path: BASE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
    }),
  };
}
