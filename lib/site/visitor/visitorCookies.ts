import { stringifySetCookie } from 'cookie';

/**
 * Where the visitor ids of the page props come from (docs/site.md#visitor-ids). The names are the
 * legacy cookie names the core site shares across the origin:
 * - `n_vis`: visitor id, one per browser, kept for a year;
 * - `hpc`: device id handed to analytics as its device id, kept for a year;
 * - `csc`: enrollment session id, one per browser session (no expiry).
 * All are HttpOnly: the browser reads them only through page props, never through `document.cookie`.
 */
export const VISITOR_COOKIES = {
  visitorId: { name: 'n_vis', maxAgeSeconds: 365 * 24 * 60 * 60 },
  deviceId: { name: 'hpc', maxAgeSeconds: 365 * 24 * 60 * 60 },
  enrollmentSessionId: { name: 'csc', maxAgeSeconds: undefined },
} as const;

export type VisitorIdKind = keyof typeof VISITOR_COOKIES;
export type VisitorIds = Record<VisitorIdKind, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface ResolvedVisitorIds {
  ids: VisitorIds;
  /** Set-Cookie header values for ids that were missing or malformed and have been created. */
  setCookies: string[];
}

/**
 * Reads the three ids from the request's cookies and creates any that are missing or malformed
 * (a tampered value is replaced, never trusted or echoed).
 */
export function resolveVisitorIds(
  cookies: Partial<Record<string, string>>,
  options: { secure: boolean; newId?: () => string },
): ResolvedVisitorIds {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const setCookies: string[] = [];
  const entries = (Object.keys(VISITOR_COOKIES) as VisitorIdKind[]).map((kind) => {
    const { name, maxAgeSeconds } = VISITOR_COOKIES[kind];
    const existing = cookies[name];
    if (existing && UUID.test(existing)) return [kind, existing] as const;
    const id = newId();
    setCookies.push(
      stringifySetCookie(name, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
      }),
    );
    return [kind, id] as const;
  });
  return { ids: Object.fromEntries(entries) as VisitorIds, setCookies };
}
