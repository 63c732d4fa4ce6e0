import type { AuthState } from './authState';

/**
 * Why signing in or out cannot work right now; the account area words it in the page's language
 * (`account.problems` of the frame's catalog).
 */
export type SignInProblem = 'providerUnreachable' | 'codeUnloadable' | 'notConfigured';

/** What the account area can show while an action runs or after it failed. */
export type AuthStatus = 'idle' | 'working' | 'unavailable';

export interface SiteAuth {
  auth: AuthState;
  status: AuthStatus;
  /** Why sign-in or sign-out cannot work right now, if it cannot. */
  problem: SignInProblem | null;
  /** Starts sign-in; returns to `returnTo` (a path under the base path) or to the current page. */
  signIn: (returnTo?: string) => void;
  signOut: () => void;
  /** Why the sign-in return on /authCallback failed, once the library has said so. */
  callbackError: Error | null;
  /**
   * When this tab holds a signed-in user but loading the member failed or timed out: the retry
   * the visitor controls (the account area says what failed).
   */
  memberLoadProblem: { retry: () => void } | null;
}
