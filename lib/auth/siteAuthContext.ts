import { createContext, useContext } from 'react';
import { LOGGED_OUT, type AuthState } from './authState';

/** What the account area can show while an action runs or after it failed. */
export type AuthStatus = 'idle' | 'working' | 'unavailable';

export interface SiteAuth {
  auth: AuthState;
  status: AuthStatus;
  /** Plain-words explanation when sign-in or sign-out cannot work right now. */
  problem: string | null;
  /** Starts sign-in; returns to `returnTo` (a path under the base path) or to the current page. */
  signIn: (returnTo?: string) => void;
  signOut: () => void;
  /** Why the sign-in return on /authCallback failed, once the library has said so. */
  callbackError: Error | null;
  /**
   * When this tab holds a signed-in user but loading the member failed or timed out: plain words
   * for the account area, and the retry the visitor controls.
   */
  memberLoadProblem: { message: string; retry: () => void } | null;
}

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
