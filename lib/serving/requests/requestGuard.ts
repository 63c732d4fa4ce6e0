/**
 * Rules for odd requests that must be answered before Next.js sees them, because Next.js either
 * answers them with a 500 (`*` targets: "Invalid URL"; TRACE on middleware routes) or trusts what
 * it should not (an absolute-form request line's host, used for redirects), or buffers what it
 * should refuse (10 MB POST bodies to pages).
 *
 * Pure: the front server ahead of Next.js (lib/serving/frontServer/oddRequests.server.ts) runs it on
 * every request.
 */
import { cleanQuestionMarks } from './cleanQuestionMarks';

/** What kind of route a path is; decides which methods it answers. */
export type RouteKind = 'api' | 'page';

/** A complete answer the server writes instead of handing the request to Next.js. */
export interface GuardResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Either hand the request on (with its target in origin-form) or answer it here. */
export type GuardDecision =
  { action: 'pass'; target: string } | { action: 'respond'; response: GuardResponse };

/** Pages (and static files) answer only these. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;
/** Every method some route of this site answers (the `Allow` of `OPTIONS *`). */
export const SERVER_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'] as const;
/** Methods no route answers, whatever the path: TRACE echoes requests (cross-site tracing). */
const NEVER_ALLOWED = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** `scheme://authority` at the start of an absolute-form target (RFC 9112 §3.2.2). */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * Next.js's built-in error pages: reachable by name, where `/500` answers status 500 to anyone who
 * asks (and trips 5xx alerts). They are only ever meant to be rendered for an error.
 */
function isErrorPagePath(path: string, basePath: string): boolean {
  return ['/500', '/_error'].some(
    (page) => path === `${basePath}${page}` || path === `${basePath}${page}/`,
  );
}

function plainResponse(status: number, body: string, headers: Record<string, string> = {}) {
  return {
    action: 'respond' as const,
    response: {
      status,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...headers,
      },
      body: `${body}\n`,
    },
  };
}

/** Which methods a path answers: API routes decide for themselves, everything else is GET/HEAD. */
export function routeKindOf(path: string, basePath: string): RouteKind {
  return path === `${basePath}/api` || path.startsWith(`${basePath}/api/`) ? 'api' : 'page';
}

/**
 * Rewrites an absolute-form target (`http://host/path?q`, RFC 9112 §3.2.2) to origin-form
 * (`/path?q`). The host in it is the client's word, and Next.js would build redirects on it; the
 * site's redirects must stay on its own origin.
 */
export function toOriginForm(target: string): string {
  const match = ABSOLUTE_FORM.exec(target);
  if (!match) return target;
  // Leading "//" or "/\\" would read as another host once the scheme is gone: collapse to one "/".
  return `/${target.slice(match[0].length).replace(/^[/\\]+/, '')}`;
}

/**
 * Decides what to do with one request from its method and raw request target (as on the request
 * line). Never throws; every refusal is a 4xx with a plain body, no 5xx.
 *
 * - `OPTIONS *` (some load balancers' health check) answers 204 with the server's methods, as
 *   RFC 9110 §9.3.7 describes; any other method with `*` is a 400.
 * - TRACE, TRACK and CONNECT answer 405 everywhere.
 * - An absolute-form target is handed on in origin-form; any other target that does not start with
 *   "/" is a 400.
 * - Pages and static files answer only GET and HEAD (405 with `Allow` otherwise), so a POST body
 *   is refused before anything buffers it; API routes answer their own methods.
 * - A target with more than one raw "?" gets the multi-"?" redirect (302, uncached;
 *   docs/security.md#multiple-question-marks), for every path form: Next.js would otherwise answer
 *   `/app/hp-vhp/?a?b` with its trailing-slash redirect first, re-encoding the second "?"
 *   (`?a%3Fb=`) before middleware could clean it.
 * - `/500` and `/_error` are shown the 404 page (status 404) instead of answering 500.
 */
export function guardRequest(method: string, rawTarget: string, basePath: string): GuardDecision {
  const upperMethod = method.toUpperCase();
  if (rawTarget === '*') {
    return upperMethod === 'OPTIONS'
      ? {
          action: 'respond',
          response: { status: 204, headers: { Allow: SERVER_METHODS.join(', ') }, body: '' },
        }
      : plainResponse(400, 'Bad Request');
  }
  const target = toOriginForm(rawTarget);
  if (!target.startsWith('/')) return plainResponse(400, 'Bad Request');

  const path = target.split(/[?#]/, 1)[0] ?? '/';
  const kind = routeKindOf(path, basePath);
  const allowed = kind === 'api' ? SERVER_METHODS.join(', ') : PAGE_METHODS.join(', ');
  if (NEVER_ALLOWED.has(upperMethod)) {
    return plainResponse(405, 'Method Not Allowed', { Allow: allowed });
  }
  if (kind === 'page' && !(PAGE_METHODS as readonly string[]).includes(upperMethod)) {
    return plainResponse(405, 'Method Not Allowed', { Allow: allowed });
  }
  const cleaned = cleanQuestionMarks(target, basePath);
  if (cleaned !== null) {
    return {
      action: 'respond',
      response: {
        status: 302,
        headers: { Location: cleaned, 'Cache-Control': 'no-store' },
        body: '',
      },
    };
  }
  if (isErrorPagePath(path, basePath)) return { action: 'pass', target: `${basePath}/404` };
  return { action: 'pass', target };
}
