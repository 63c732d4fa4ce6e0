import { type SiteAuth } from '@/lib/members/auth/siteAuth';
import { LOGGED_OUT } from '@/lib/members/auth/authState';

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
