import { CombinedGraphQLErrors, ServerError, type ErrorLike } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import type { StructuredLogger } from '@/lib/logging/structuredLogger';

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

function statusOf(error: ErrorLike): number | undefined {
  return ServerError.is(error) ? error.statusCode : undefined;
}

/**
 * Logs failed operations as SPEC §8 describes: each GraphQL error as a `GQLError` event with
 * operation, locations ("Line n - Column m"), path, message, elapsed time, variables and the
 * server's extensions; a network error as `GQLNetworkError`, keyed `AuthError` for 401/403 and
 * `NetworkError` otherwise. Message: "Error calling {operation}: {message}".
 */
export function createErrorLoggingLink(
  log: StructuredLogger,
  now: () => number = () => Date.now(),
): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const elapsed = elapsedMs(operation.getContext(), now());
    const operationName = operation.operationName ?? 'anonymous';
    if (CombinedGraphQLErrors.is(error)) {
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
    const status = statusOf(error);
    log.error(
      {
        event: 'GQLNetworkError',
        key: status === 401 || status === 403 ? 'AuthError' : 'NetworkError',
        operationName,
        status,
        elapsedMs: elapsed,
      },
      `Error calling ${operationName}: ${error.message}`,
    );
  });
}
