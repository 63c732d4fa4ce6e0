import { withBasePath } from '@/lib/platform/routing/basePath';
/**
 * The multi-"?" rule (docs/security.md#multiple-question-marks): a request URL with more than one
 * raw question mark is redirected to a cleaned URL in which the base path is put in front if
 * missing and every extra "?" becomes an "&". Empty parts are dropped rather than kept as empty
 * "&&" pairs: `?a??b?` becomes `?a&b`, and `??` alone leaves no query at all. Trailing slashes of
 * the path go too (`/x/?a?b` becomes `/x?a&b`), so Next.js's trailing-slash redirect never needs to
 * follow.
 *
 * Where it runs: in production the request guard in front of Next.js (lib/serving/requests/requestGuard.ts)
 * applies it to every raw request target, because Next.js's own trailing-slash redirect runs
 * before middleware and would re-encode `/app/hp-vhp/?a?b` first; middleware.ts applies it too,
 * for servers without the guard (`next dev`).
 *
 * Only raw "?" characters count. A percent-encoded "%3F" is data the sender meant to keep, so it is
 * never touched. Next.js re-encodes a raw second "?" (and the "=" after it) as "%3F"/"%3D" before
 * middleware sees the URL, which makes the two indistinguishable; `skipProxyUrlNormalize` in
 * next.config.js hands middleware the URL exactly as the client sent it, so the raw characters are
 * still there when this rule runs.
 */

/** Leading run of slashes or backslashes, which a browser would read as another host. */
const LEADING_SLASHES = /^[/\\]+/;

/** Scheme and authority of an absolute URL: what comes before the raw path and query. */
const SCHEME_AND_AUTHORITY = /^[a-z][a-z\d+.-]*:[/\\]*[^/\\?#]*/i;

/**
 * Returns the cleaned path and query for a raw request target (path plus query, as sent), or
 * `null` when it has at most one "?" and needs no redirect.
 */
export function cleanQuestionMarks(rawTarget: string, basePath: string): string | null {
  const parts = rawTarget.split('?');
  if (parts.length <= 2) return null;
  const [rawPath = '', ...queryParts] = parts;
  // Empty parts ("??", a trailing "?") carry nothing: dropped, never turned into "&&".
  const query = queryParts.filter((part) => part !== '').join('&');
  const path = withBasePath(withoutTrailingSlashes(sameOriginPath(rawPath)), basePath);
  return query === '' ? path : `${path}?${query}`;
}

/** Collapses leading slashes and backslashes to one "/" so the path can never name another host. */
function sameOriginPath(path: string): string {
  return `/${path.replace(LEADING_SLASHES, '')}`;
}

/** Removes trailing slashes, except from the root "/" itself. */
function withoutTrailingSlashes(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/**
 * Builds the absolute redirect target for a request URL, on the request's own origin, or `null`
 * when the URL needs no cleaning.
 */
export function cleanedRedirectUrl(requestUrl: string, basePath: string): URL | null {
  const url = new URL(requestUrl);
  // Not `slice(url.origin.length)`: the raw authority can be longer than the origin (an explicit
  // default port such as ":80", or user info), which would leave part of it in the path.
  const rawTarget = requestUrl.replace(SCHEME_AND_AUTHORITY, '');
  const cleaned = cleanQuestionMarks(rawTarget, basePath);
  if (cleaned === null) return null;
  const location = new URL(cleaned, url.origin);
  // Defence in depth: sameOriginPath already guarantees this.
  return location.origin === url.origin ? location : null;
}
