import type { NormalizedCacheObject } from '@apollo/client';
import { siteConfig } from '@/lib/platform/config/env.server';
import { createApolloClient } from '@/lib/members/graphql/createApolloClient';
import { toMember } from '@/lib/members/graphql/toMember';
import { MEMBER_QUERY } from '@/lib/members/graphql/operations';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';
import { readSiteSession, type ServerSession } from '@/lib/members/session/siteSession.server';
import { LOGGED_OUT, MEMBER_UNAVAILABLE, memberUuidOf, type AuthState } from './authState';

/** Server rendering waits at most this long for the member before rendering logged out. */
const MEMBER_TIMEOUT_MS = 3000;
/** One retry on the server: a page must not wait through the browser's five attempts. */
const SERVER_MAX_ATTEMPTS = 2;

export interface ServerAuth {
  auth: AuthState;
  /** The request's Apollo cache, handed to the browser client (holds the member, never tokens). */
  apolloState: NormalizedCacheObject | null;
}

const LOGGED_OUT_RESULT: ServerAuth = { auth: LOGGED_OUT, apolloState: null };
/** Signed in, but the member could not be fetched: rendered without it, still signed in. */
const MEMBER_UNAVAILABLE_RESULT: ServerAuth = { auth: MEMBER_UNAVAILABLE, apolloState: null };

/**
 * Server side (docs/members.md#server-session): an authenticated session fetches the member with
 * the encoded token as bearer, on a new Apollo client for this request only, and marks the page
 * logged in. Any other session renders logged out; a failure to fetch the member renders without
 * it, marked unavailable (the header stays signed in); failures are logged, never an error page.
 */
export async function loadServerAuth(
  cookies: Partial<Record<string, string>>,
  /** Where failures go: the caller's logger, whose errors also reach error reporting. */
  reportingLogger: StructuredLogger,
): Promise<ServerAuth> {
  return loadMemberAuth(await readSiteSession(cookies), reportingLogger);
}

/**
 * The auth state of a session already read: the member fetched for an authenticated one (marked
 * unavailable when the fetch fails), logged out for any other (the front server reads the session
 * itself first, docs/serving.md#member-pages).
 */
export async function loadMemberAuth(
  session: ServerSession,
  reportingLogger: StructuredLogger,
): Promise<ServerAuth> {
  if (session.state !== 'authenticated') return LOGGED_OUT_RESULT;
  const client = createApolloClient({
    uri: siteConfig.graphql.serverUri,
    useGetForQueries: siteConfig.graphql.useGetForQueries,
    getToken: () => session.encodedToken,
    // GraphQL errors are reported to error reporting as well as logged
    // (docs/tracking.md#server-reports).
    log: reportingLogger,
    ssrMode: true,
    maxAttempts: SERVER_MAX_ATTEMPTS,
    timeoutMs: MEMBER_TIMEOUT_MS,
  });
  try {
    const result = await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
    const member = toMember(result.data?.member);
    if (!member) {
      reportingLogger.error(
        { event: 'MemberFetchFailed', reason: 'no member in response' },
        'Rendering logged out',
      );
      return MEMBER_UNAVAILABLE_RESULT;
    }
    return {
      auth: {
        isLoggedIn: true,
        isImpersonated: session.token.impersonated !== undefined,
        member,
        memberUuid: memberUuidOf(session.token),
      },
      // The client was built with an InMemoryCache, whose snapshot is a NormalizedCacheObject.
      apolloState: client.extract() as NormalizedCacheObject,
    };
  } catch (error) {
    reportingLogger.error(
      { event: 'MemberFetchFailed', err: error },
      'Failed to fetch the member; rendering logged out',
    );
    return MEMBER_UNAVAILABLE_RESULT;
  } finally {
    client.stop();
  }
}
