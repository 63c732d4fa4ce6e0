import { loadMemberAuth } from '@/lib/members/auth/serverAuth.server';
import type { AccountStatus } from '@/lib/members/graphql/member';
import { readSiteSession } from '@/lib/members/session/siteSession.server';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';
import { memberFragments, type MemberSlot } from '@/lib/serving/pageCache/memberTemplate.server';

/** What a request with a session cookie gets from the page cache. */
export type MemberPage =
  /** The member variant of the page, with these fragments filled in. */
  | { kind: 'member'; status: AccountStatus; fragments: Record<MemberSlot, string> }
  /**
   * The anonymous page: the session is not signed in (expired, signed out, forged) or the member
   * could not be fetched, and Next.js would render exactly that page.
   */
  | { kind: 'anonymous' }
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
  if (!auth.isLoggedIn || !member) return { kind: 'anonymous' };
  return {
    kind: 'member',
    status: member.homepayAccountStatusV2,
    fragments: memberFragments({ ...auth, member }, apolloState),
  };
}
