import { type SiteAuth } from '@/lib/members/auth/siteAuth';
import { LOGGED_OUT } from '@/lib/members/auth/authState';
import { type Member } from '@/lib/members/graphql/member';

/** The sign-in context a component reads: signed out and idle, with `overrides` on top. */
export function siteAuth(overrides: Partial<SiteAuth> = {}): SiteAuth {
  return {
    auth: LOGGED_OUT,
    status: 'idle',
    problem: null,
    signIn: jest.fn(),
    signOut: jest.fn(),
    callbackError: null,
    memberLoadProblem: null,
    ...overrides,
  };
}

/** A signed-in member's `auth`: Maria, a client, unless `member` says otherwise. */
export function signedInAuth(member: Partial<Member> = {}): SiteAuth['auth'] {
  return {
    isLoggedIn: true,
    isImpersonated: false,
    memberUuid: 'uuid',
    member: {
      id: 'a1b2c3d4_client',
      displayName: 'Maria Lopez',
      email: null,
      firstName: 'Maria',
      lastName: null,
      homepayAccountStatusV2: 'CLIENT',
      ...member,
    },
  };
}
