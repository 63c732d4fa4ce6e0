import type { Member } from '@/lib/members/graphql/member';

/**
 * The auth state, as page props carry it and the header reads it (docs/members.md#server-session).
 */
export interface AuthState {
  isLoggedIn: boolean;
  /** Support is acting as this member (false when set from the stored-token path). */
  isImpersonated: boolean;
  member: Member | null;
  /** The impersonated member id when present, otherwise the session subject. */
  memberUuid: string | null;
}

/** The empty auth state of an anonymous visitor. */
export const LOGGED_OUT: AuthState = {
  isLoggedIn: false,
  isImpersonated: false,
  member: null,
  memberUuid: null,
};

/** memberUuid is the impersonated id when present, otherwise the subject. */
export function memberUuidOf(token: { sub: string; impersonated?: string | undefined }): string {
  return token.impersonated ?? token.sub;
}
