import type { IncomingMessage } from 'node:http';
import { loadMemberAuth } from '@/lib/members/auth/serverAuth.server';
import type { AccountStatus } from '@/lib/members/graphql/member';
import { readSiteSession } from '@/lib/members/session/siteSession.server';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';
import { memberFragments, type MemberSlot } from '@/lib/serving/pageCache/memberTemplate.server';
import { cacheablePagePath, type CacheRules } from '@/lib/serving/pageCache/cacheableRequest';

/** What a request with a session cookie gets from the page cache. */
export type MemberPage =
  /** The member variant of the page, with these fragments filled in. */
  | { kind: 'member'; status: AccountStatus; fragments: Record<MemberSlot, string> }
  /**
   * The anonymous page: the session is not signed in (expired, signed out, forged) or the member
   * could not be fetched, and Next.js would render exactly that page.
   */
  | { kind: 'anonymous' }
  /**
   * Signed in, but the member could not be fetched: the page without a member whose header still
   * offers sign-out (docs/members.md#account-menu), the same for everyone in that state.
   */
  | { kind: 'unavailable' }
  /** Only Next.js's own render will do: support acting as a member sees its notice. */
  | { kind: 'render' };

/**
 * Reads the session and fetches the member as a page render would (lib/members/auth), once, so
 * a member's page is served from the cached member variant (docs/serving.md#member-pages).
 * Failures are logged and reported by `log`, as for a render; never throws.
 */
export async function memberPageFor(
  cookies: Partial<Record<string, string>>,
  log: StructuredLogger,
): Promise<MemberPage> {
  const session = await readSiteSession(cookies);
  if (session.state !== 'authenticated') return { kind: 'anonymous' };
  if (session.token.impersonated !== undefined) return { kind: 'render' };
  const { auth, apolloState } = await loadMemberAuth(session, log);
  const { member } = auth;
  if (auth.memberUnavailable) return { kind: 'unavailable' };
  if (!auth.isLoggedIn || !member) return { kind: 'anonymous' };
  return {
    kind: 'member',
    status: member.homepayAccountStatusV2,
    fragments: memberFragments({ ...auth, member }, apolloState),
  };
}

/** The page a request may be served from the cache for, and whether a member must be looked up. */
export interface CacheableRequest {
  pagePath: string;
  /** The request carries a session cookie (and nothing else visitor-specific): see memberPageFor. */
  withSession: boolean;
}

/**
 * Which page a request may take from the cache, by the site's rules, or by the member rules when
 * only the session cookie stands between it and the cache (docs/serving.md#cache-variants); null:
 * it goes to Next.js's own render.
 */
export function cacheableRequestOf(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  cookies: Partial<Record<string, string>>,
  rules: { site: CacheRules; member: CacheRules },
): CacheableRequest | null {
  const anonymousPath = cacheablePagePath(req.method, req.url, cookies, rules.site, req.headers);
  if (anonymousPath) return { pagePath: anonymousPath, withSession: false };
  const pagePath = cacheablePagePath(req.method, req.url, cookies, rules.member, req.headers);
  return pagePath ? { pagePath, withSession: true } : null;
}
