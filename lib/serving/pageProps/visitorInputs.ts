import { sessionCookieName } from '@/lib/members/session/sessionCookie';
import { PARTNER_COOKIE_NAME } from '@/lib/site/enrollment/partnerSession';
import { GPC_HEADER } from '@/lib/site/privacy/pagePrivacy';
import { privacyChoiceCookieName } from '@/lib/site/privacy/privacyChoice';
import { referrerCookieName } from '@/lib/site/referral/referrerCookie';
import { storedReferralCookieName } from '@/lib/site/referral/storedReferralCookie';
import { VISITOR_COOKIES } from '@/lib/site/visitor/visitorCookies';

/**
 * Everything of a request that a page renders for its visitor, in one list read by both the page
 * loader (which sees no other cookie: {@link pageCookies}) and the page cache's rules (which send
 * a request carrying any of them to a fresh render), so the two cannot disagree
 * (docs/serving.md#cache-variants).
 */
export interface VisitorInputs {
  /** The member's session cookie, both names: the cache answers it with the member variant. */
  sessionCookies: readonly string[];
  /** Cookies whose value the page shows (referral code, partner, privacy choice): no cache. */
  renderedCookies: readonly string[];
  /**
   * Cookies the page reads but the cached page carries as placeholders, filled per response by
   * the front server (the visitor ids): they never bypass the cache.
   */
  perResponseCookies: readonly string[];
  /** Request headers, lower case, and the value that changes the page (`Sec-GPC: 1`). */
  renderedHeaders: Readonly<Record<string, string>>;
}

/** The site's visitor inputs (docs/serving.md#cache-variants). */
export function visitorInputs(): VisitorInputs {
  return {
    sessionCookies: [sessionCookieName(true), sessionCookieName(false)],
    renderedCookies: [
      // Both names of each: the plain ones are read once to migrate (docs/site.md#referral-cookies).
      referrerCookieName(true),
      referrerCookieName(false),
      storedReferralCookieName(true),
      storedReferralCookieName(false),
      PARTNER_COOKIE_NAME,
      privacyChoiceCookieName(true),
      privacyChoiceCookieName(false),
    ],
    perResponseCookies: Object.values(VISITOR_COOKIES).map(({ name }) => name),
    renderedHeaders: { [GPC_HEADER]: '1' },
  };
}

/**
 * The request's cookies as a page may read them: only those {@link visitorInputs} lists, so a page
 * cannot start depending on a cookie the page cache does not know about.
 */
export function pageCookies(
  cookies: Partial<Record<string, string>>,
  inputs: VisitorInputs = visitorInputs(),
): Partial<Record<string, string>> {
  const names = [...inputs.sessionCookies, ...inputs.renderedCookies, ...inputs.perResponseCookies];
  return Object.fromEntries(
    names.flatMap((name) => (cookies[name] === undefined ? [] : [[name, cookies[name]]])),
  );
}

/** The request's headers as a page may read them: only those {@link visitorInputs} lists. */
export function pageHeaders(
  headers: Partial<Record<string, string | string[]>>,
  inputs: VisitorInputs = visitorInputs(),
): Partial<Record<string, string | string[]>> {
  return Object.fromEntries(
    Object.keys(inputs.renderedHeaders).flatMap((name) =>
      headers[name] === undefined ? [] : [[name, headers[name]]],
    ),
  );
}
