import type { Member } from '@/lib/members/graphql/member';

/** SPEC §3 auth state, as page props carry it and the header reads it. */
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

/** SPEC §3: memberUuid is the impersonated id when present, otherwise the subject. */
export function memberUuidOf(token: { sub: string; impersonated?: string | undefined }): string {
  return token.impersonated ?? token.sub;
}
