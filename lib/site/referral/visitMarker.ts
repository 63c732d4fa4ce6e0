import { MAX_REFERRER_SEGMENTS, sanitizeReferralSegment } from './referrerCookie';

// The URL parameters that feed the visit-prescription marker (our choice, documented in
// docs/site.md#referral-cookies): `rx1`..`rx10` give the segments by position; without them `rx`
// gives them as one pipe-separated value; `irpid` (the affiliate network's click id) replaces
// segment 10.

/** Lifetime 31536e7 ms (about ten years). */
export const VISIT_MARKER_LIFETIME_MS = 31536e7;
/** Cap of the whole value (ASVS 3.3.5: name plus value well under 4096 bytes). */
export const MAX_MARKER_LENGTH = 700;

type Params = Pick<URLSearchParams, 'get'>;

/** The ten segments the URL carries, before sanitising (empty where absent). */
function rawSegments(params: Params): string[] {
  const positional = Array.from(
    { length: MAX_REFERRER_SEGMENTS },
    (_, index) => params.get(`rx${index + 1}`) ?? '',
  );
  const segments = positional.some((segment) => segment !== '')
    ? positional
    : (params.get('rx') ?? '').split('|').slice(0, MAX_REFERRER_SEGMENTS);
  while (segments.length < MAX_REFERRER_SEGMENTS) segments.push('');
  const irpid = params.get('irpid');
  if (irpid) segments[MAX_REFERRER_SEGMENTS - 1] = irpid;
  return segments;
}

/**
 * The marker value for these URL parameters: each segment URL-decoded and sanitised (allowlist,
 * length cap), non-empty ones joined with `|`; null when the URL carries no referral.
 */
export function visitMarkerFromParams(params: Params): string | null {
  const value = rawSegments(params)
    .map(sanitizeReferralSegment)
    .filter((segment) => segment !== '')
    .join('|')
    .slice(0, MAX_MARKER_LENGTH)
    .replace(/\|+$/, '');
  return value === '' ? null : value;
}

/** The marker exposed by name: rx is the whole value, rx1..rx10 its segments. */
export function exposeVisitMarker(value: string | null): Record<string, string> {
  if (!value) return {};
  const exposed: Record<string, string> = { rx: value };
  value
    .split('|')
    .slice(0, MAX_REFERRER_SEGMENTS)
    .forEach((segment, index) => {
      exposed[`rx${index + 1}`] = segment;
    });
  return exposed;
}
