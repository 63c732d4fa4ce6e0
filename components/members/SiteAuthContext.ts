import { createContext, useContext } from 'react';
import { LOGGED_OUT } from '@/lib/members/auth/authState';
import type { SiteAuth } from '@/lib/members/auth/siteAuth';

const noop = () => undefined;

/** The site's view of sign-in, the same on the server (from page props) and in the browser. */
export const SiteAuthContext = createContext<SiteAuth>({
  auth: LOGGED_OUT,
  status: 'idle',
  problem: null,
  signIn: noop,
  signOut: noop,
  callbackError: null,
  memberLoadProblem: null,
});

/** Reads the site's sign-in state and actions. */
export function useSiteAuth(): SiteAuth {
  return useContext(SiteAuthContext);
}
