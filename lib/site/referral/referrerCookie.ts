/**
 * The referral ("visit prescription marker") cookie (docs/site.md#referral-cookies): up to ten
 * pipe-separated segments (rx, rx1..rx10). The cookie name is not given by the spec; `vpm` is ours.
 */
export const REFERRER_COOKIE_NAME = 'vpm';

/**
 * The marker's name: `__Secure-vpm` with secure cookies (production), so only a
 * secure page can set it; the plain name elsewhere, and read once to migrate
 * (docs/site.md#referral-cookies).
 */
export function referrerCookieName(prefixed: boolean): string {
  return prefixed ? `__Secure-${REFERRER_COOKIE_NAME}` : REFERRER_COOKIE_NAME;
}
export const MAX_REFERRER_SEGMENTS = 10;

/** Characters a referral code may contain; anything else is dropped (allowlist, ASVS 2.2.1). */
const DISALLOWED = /[^A-Za-z0-9_.~-]/g;
const MAX_SEGMENT_LENGTH = 64;

/** URL-decodes (when well-formed) and strips a segment down to allowlisted characters. */
export function sanitizeReferralSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed; the allowlist below removes the "%".
  }
  return decoded.replace(DISALLOWED, '').slice(0, MAX_SEGMENT_LENGTH);
}

/**
 * Reads the referral cookie value as the page props carry it: surrounding quotes stripped,
 * each segment sanitized, empty ones dropped, at most ten kept; `null` when nothing is left.
 */
export function readReferrerCookie(raw: string | undefined): string | null {
  if (!raw) return null;
  const unquoted = raw.replace(/^"(.*)"$/, '$1');
  const segments = unquoted
    .split('|')
    .map(sanitizeReferralSegment)
    .filter((segment) => segment !== '')
    .slice(0, MAX_REFERRER_SEGMENTS);
  return segments.length > 0 ? segments.join('|') : null;
}

/** The referral code (rx): the first segment of the referral cookie. */
export function primaryReferralCode(referrerCookie: string | null | undefined): string | undefined {
  return referrerCookie?.split('|')[0];
}
