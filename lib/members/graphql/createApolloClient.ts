import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';
import { BROWSER_REQUEST_TIMEOUT_MS, withTimeout } from '@/lib/platform/http/fetchWithTimeout';
import type { StructuredLogger } from '@/lib/platform/logging/structuredLogger';
import { createAuthLink } from './links/authLink';
import { createErrorLoggingLink, createTimingLink } from './links/errorLoggingLink';
import { createIdempotencyKeyLink } from './links/idempotencyKeyLink';
import { createQueryRetryLink } from './links/retryLink';

export interface ApolloClientOptions {
  /** Absolute GraphQL URL (the server) or a URL/path the browser resolves. */
  uri: string;
  /** Queries may use GET when configured (GRAPHQL_USE_GET_FOR_QUERIES). */
  useGetForQueries: boolean;
  /** Bearer token for the Member operation, or null. */
  getToken: () => string | null;
  log: StructuredLogger;
  /** Server rendering: a new client per request, no polling or refetching. */
  ssrMode: boolean;
  /** Cache from server rendering, restored in the browser. */
  initialCache?: NormalizedCacheObject | undefined;
  /** Application retry limit (default 5 attempts). */
  maxAttempts?: number | undefined;
  fetch?: typeof fetch | undefined;
  /**
   * Each HTTP attempt of every operation is aborted after this long and fails with
   * `RequestTimeoutError` (not retried: only network TypeErrors are). Default 10 s.
   */
  timeoutMs?: number | undefined;
}

/**
 * The one transport of the site (docs/members.md#graphql-transport): timing → error logging → retry
 * (queries only) → auth → idempotency key → HTTP, where the HTTP link's fetch has a time limit, so no operation (mutation, member
 * refresh) can wait unbounded. Error logging sits outside retry so each operation is logged once,
 * after its last attempt.
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const cache = new InMemoryCache();
  if (options.initialCache) cache.restore(options.initialCache);
  return new ApolloClient({
    ssrMode: options.ssrMode,
    cache,
    link: ApolloLink.from([
      createTimingLink(),
      createErrorLoggingLink(options.log),
      createQueryRetryLink(options.maxAttempts),
      createAuthLink(options.getToken),
      createIdempotencyKeyLink(),
      new HttpLink({
        uri: options.uri,
        useGETForQueries: options.useGetForQueries,
        fetch: withTimeout(options.timeoutMs ?? BROWSER_REQUEST_TIMEOUT_MS, options.fetch),
      }),
    ]),
  });
}
