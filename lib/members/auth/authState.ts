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
  /**
   * Present (true) when the session is signed in but its member could not be loaded: the page is
   * rendered without a member, and the header still offers sign-out (docs/members.md#account-menu).
   */
  memberUnavailable?: true;
}

/** The empty auth state of an anonymous visitor. */
export const LOGGED_OUT: AuthState = {
  isLoggedIn: false,
  isImpersonated: false,
  member: null,
  memberUuid: null,
};

/** The auth state of a signed-in session whose member could not be loaded. */
export const MEMBER_UNAVAILABLE: AuthState = { ...LOGGED_OUT, memberUnavailable: true };

/** memberUuid is the impersonated id when present, otherwise the subject. */
export function memberUuidOf(token: { sub: string; impersonated?: string | undefined }): string {
  return token.impersonated ?? token.sub;
}
