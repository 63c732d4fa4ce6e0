import { readBrowserCookie, writeBrowserCookie } from '@/lib/platform/browser/browserCookies';
import { REFERRER_COOKIE_NAME, referrerCookieName } from './referrerCookie';
import { VISIT_MARKER_LIFETIME_MS, visitMarkerFromParams } from './visitMarker';

/**
 * The client side of the visit-prescription marker (docs/site.md#referral-cookies): written from
 * the URL's referral parameters, only when no marker exists yet (the first referral wins), path
 * `/`, lifetime 31536e7 ms. Not HttpOnly by nature (the spec's marker is a script cookie); the
 * server keeps its own HttpOnly copy for 30 days (`storedReferralCookie`). Returns the value
 * written, if any.
 */
export function writeVisitMarker(search: string, secure: boolean): string | null {
  // With secure cookies the name is `__Secure-vpm`; a plain `vpm` not migrated yet still counts as a marker.
  const name = referrerCookieName(secure);
  if (
    readBrowserCookie(name) !== undefined ||
    readBrowserCookie(REFERRER_COOKIE_NAME) !== undefined
  ) {
    return null;
  }
  const value = visitMarkerFromParams(new URLSearchParams(search));
  if (!value) return null;
  writeBrowserCookie(name, value, {
    maxAgeSeconds: VISIT_MARKER_LIFETIME_MS / 1000,
    sameSite: 'Lax',
    secure,
  });
  return value;
}
