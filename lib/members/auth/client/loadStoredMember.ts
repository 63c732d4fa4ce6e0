import type { ApolloClient } from '@apollo/client';
import { toMember } from '@/lib/members/graphql/toMember';
import { MEMBER_QUERY } from '@/lib/members/graphql/operations';
import type { AuthService } from '../AuthService';
import type { AuthState } from '../authState';

/**
 * The browser path (docs/members.md#member-from-a-stored-user): when a valid stored access token
 * exists and the page supplied no logged-in state, the Member query runs and the user becomes
 * logged in (never impersonated on this path). Resolves null when there is no valid token or no
 * member.
 */
export async function loadStoredMember(
  service: AuthService,
  client: ApolloClient,
): Promise<AuthState | null> {
  const user = await service.validUser();
  if (!user) return null;
  const result = await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
  const member = toMember(result.data?.member);
  if (!member) return null;
  return { isLoggedIn: true, isImpersonated: false, member, memberUuid: user.profile.sub };
}
