import { ApolloLink, type ErrorLike } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { Kind, OperationTypeNode } from 'graphql';

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

/** True for a mutation: an operation with a side effect (sending an e-mail). */
export function isMutation(operation: ApolloLink.Operation): boolean {
  return operation.query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.MUTATION,
  );
}

/**
 * The retry step of the transport: queries go through {@link createRetryLink}; mutations are never
 * retried automatically, because an attempt that failed on the network may still have had its
 * effect (an e-mail sent, its answer lost): the visitor decides, and the idempotency key makes a
 * repeat safe (docs/members.md#graphql-retries).
 */
export function createQueryRetryLink(maxAttempts: number = DEFAULT_MAX_ATTEMPTS): ApolloLink {
  const passThrough = new ApolloLink((operation, forward) => forward(operation));
  return ApolloLink.split(isMutation, passThrough, createRetryLink(maxAttempts));
}
