import type { AuthState } from './authState';

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
