import { CombinedGraphQLErrors, ServerError, type ErrorLike } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';

const STARTED_AT = 'startedAt';

/** Records when an operation left, so its errors can report the elapsed time. */
export function createTimingLink(now: () => number = () => Date.now()): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext({ [STARTED_AT]: now() });
    return forward(operation);
  });
}

function elapsedMs(context: Record<string, unknown>, now: number): number | undefined {
  const started = context[STARTED_AT];
  return typeof started === 'number' ? now - started : undefined;
}

/**
 * The HTTP status of a failed operation. A GraphQL-over-HTTP server answers an auth failure with
 * 401 and an `errors` body, which Apollo parses as a GraphQL result; the status is then only on
 * the response Apollo's HTTP link stored in the context.
 */
function statusOf(error: ErrorLike, context: Record<string, unknown>): number | undefined {
  if (ServerError.is(error)) return error.statusCode;
  const response = context.response;
  if (typeof response !== 'object' || response === null || !('status' in response))
    return undefined;
  return typeof response.status === 'number' ? response.status : undefined;
}

const isAuthStatus = (status: number | undefined) => status === 401 || status === 403;

/**
 * Logs failed operations (docs/members.md#graphql-error-logging): each GraphQL error as a
 * `GQLError` event with operation, locations ("Line n - Column m"), path, message, elapsed time,
 * variables and the server's extensions; a network error as `GQLNetworkError`, keyed `AuthError`
 * for 401/403 and `NetworkError` otherwise. Message: "Error calling {operation}: {message}".
 */
export function createErrorLoggingLink(
  log: StructuredLogger,
  now: () => number = () => Date.now(),
): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    const elapsed = elapsedMs(context, now());
    const operationName = operation.operationName ?? 'anonymous';
    const status = statusOf(error, context);
    if (CombinedGraphQLErrors.is(error) && !isAuthStatus(status)) {
      for (const graphQLError of error.errors) {
        log.error(
          {
            event: 'GQLError',
            operationName,
            locations: (graphQLError.locations ?? []).map(
              (l) => `Line ${l.line} - Column ${l.column}`,
            ),
            path: graphQLError.path,
            elapsedMs: elapsed,
            variables: operation.variables,
            extensions: graphQLError.extensions,
          },
          `Error calling ${operationName}: ${graphQLError.message}`,
        );
      }
      return;
    }
    log.error(
      {
        event: 'GQLNetworkError',
        key: isAuthStatus(status) ? 'AuthError' : 'NetworkError',
        operationName,
        status,
        elapsedMs: elapsed,
      },
      `Error calling ${operationName}: ${error.message}`,
    );
  });
}
