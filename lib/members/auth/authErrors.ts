/** Messages of the sign-in wrapper's errors, fixed strings (docs/members.md#sign-in-errors). */
export const AUTH_ERROR_MESSAGES = {
  missingSettings: 'AuthService: Missing required settings',
  missingStorage: 'ClientStorage not found',
  notInitialized: 'UserManager is not initialized',
} as const;

/** A settings problem found when the sign-in wrapper is built. */
export class AuthConfigurationError extends Error {
  override name = 'AuthConfigurationError';
}

/** Thrown by any sign-in operation attempted before the user manager exists. */
export class InitializationError extends Error {
  override name = 'InitializationError';
  constructor() {
    super(AUTH_ERROR_MESSAGES.notInitialized);
  }
}

/**
 * Provider answers that only mean "nobody is signed in at the provider"
 * (docs/members.md#sign-in-errors): a silent or session check that returns one of these is an
 * anonymous session, not a failure.
 */
export const ANONYMOUS_SESSION_ERRORS: ReadonlySet<string> = new Set([
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
]);

/** True when an error from the identity library means "anonymous", not "broken". */
export function isAnonymousSessionError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    typeof error.error === 'string' &&
    ANONYMOUS_SESSION_ERRORS.has(error.error)
  );
}
