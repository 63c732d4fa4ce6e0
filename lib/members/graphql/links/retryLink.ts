import type { ErrorLike } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';

/** Up to 5 attempts unless the application sets its own limit (docs/members.md#graphql-retries). */
export const DEFAULT_MAX_ATTEMPTS = 5;
/** The first retry waits 300 ms, doubling each attempt, jittered. */
export const INITIAL_RETRY_DELAY_MS = 300;

/** A network failure: `fetch` rejects with a TypeError when the request never got an answer. */
export function isNetworkTypeError(error: ErrorLike): boolean {
  return error instanceof TypeError;
}

/**
 * Apollo's RetryLink configured as the site needs: counts attempts (the first try included) and
 * stops at the maximum; only network TypeErrors are retried, never HTTP or GraphQL errors.
 */
export function createRetryLink(maxAttempts: number = DEFAULT_MAX_ATTEMPTS): RetryLink {
  return new RetryLink({
    delay: { initial: INITIAL_RETRY_DELAY_MS, jitter: true, max: Infinity },
    attempts: { max: maxAttempts, retryIf: isNetworkTypeError },
  });
}
