import { stringifySetCookie } from 'cookie';
import { readReferrerCookie, REFERRER_COOKIE_NAME, referrerCookieName } from './referrerCookie';
import {
  expireLegacyStoredReferral,
  STORED_REFERRAL_COOKIE_NAME,
  storedReferralCookieName,
  storedReferralSetCookie,
  type StoredReferralCookieOptions,
} from './storedReferralCookie';
import { VISIT_MARKER_LIFETIME_MS } from './visitMarker';

/** The two referral cookies as this request carries them, and any migration to send back. */
export interface ReferralCookies {
  /** The browser's visit marker (`vpm`), sanitised, or null. */
  marker: string | null;
  /** The server's stored copy (`hp_rx`), sanitised, or null. */
  stored: string | null;
  setCookies: string[];
}

/**
 * Reads `vpm` and `hp_rx` under their `__Secure-` names with secure cookies, and migrates the plain names
 * once (docs/site.md#referral-cookies): a plain cookie without its prefixed twin is rewritten under
 * the new name and removed, so the next request carries only the new one. The value moved is the
 * sanitised one; nothing the visitor sent is echoed as it came.
 */
export function readReferralCookies(
  cookies: Partial<Record<string, string>>,
  options: StoredReferralCookieOptions & { prefixed: boolean },
): ReferralCookies {
  const { prefixed } = options;
  const legacyMarker = readReferrerCookie(cookies[REFERRER_COOKIE_NAME]);
  const legacyStored = readReferrerCookie(cookies[STORED_REFERRAL_COOKIE_NAME]);
  if (!prefixed) return { marker: legacyMarker, stored: legacyStored, setCookies: [] };

  const marker = readReferrerCookie(cookies[referrerCookieName(true)]);
  const stored = readReferrerCookie(cookies[storedReferralCookieName(true)]);
  const setCookies: string[] = [];
  if (cookies[REFERRER_COOKIE_NAME] !== undefined) {
    if (!marker && legacyMarker) setCookies.push(markerSetCookie(legacyMarker));
    setCookies.push(expireLegacyMarker());
  }
  if (cookies[STORED_REFERRAL_COOKIE_NAME] !== undefined) {
    if (!stored && legacyStored) setCookies.push(storedReferralSetCookie(legacyStored, options));
    setCookies.push(expireLegacyStoredReferral(options));
  }
  return { marker: marker ?? legacyMarker, stored: stored ?? legacyStored, setCookies };
}

/** The marker under its new name, as the browser writes it: readable by scripts, root path. */
function markerSetCookie(value: string): string {
  return stringifySetCookie(referrerCookieName(true), value, {
    path: '/',
    sameSite: 'lax',
    secure: true,
    // Browsers cap a cookie's life at 400 days; the marker asks for its usual lifetime.
    maxAge: VISIT_MARKER_LIFETIME_MS / 1000,
  });
}

function expireLegacyMarker(): string {
  return stringifySetCookie(REFERRER_COOKIE_NAME, '', { path: '/', sameSite: 'lax', maxAge: 0 });
}
