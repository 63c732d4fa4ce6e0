import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { readValidAccessToken, storedUserKey } from '@/lib/members/auth/storedUser';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { createApolloClient } from './createApolloClient';

let browserClient: ApolloClient | undefined;

/**
 * Token for the Member operation: the stored user's access token while it is valid
 * (docs/members.md#bearer-only-on-member).
 */
function storedTokenReader(config: PublicConfig): () => string | null {
  const { authority, clientId, storagePrefix } = config.oidc;
  if (!authority) return () => null;
  const key = storedUserKey(storagePrefix, authority, clientId);
  return () => readValidAccessToken(window.sessionStorage, key);
}

/**
 * The browser's Apollo client: one for the whole visit, seeded with each page's server cache.
 * Browser only, and reached only through `loadBrowserApolloClient`; the server's member fetch has
 * its own client per request (lib/members/auth/serverAuth.server.ts).
 */
export function siteApolloClient(
  config: PublicConfig,
  serverCache: NormalizedCacheObject | null,
): ApolloClient {
  if (!browserClient) {
    browserClient = createApolloClient({
      uri: config.graphql.uri,
      useGetForQueries: config.graphql.useGetForQueries,
      getToken: storedTokenReader(config),
      log: browserLogger,
      ssrMode: false,
      initialCache: serverCache ?? undefined,
    });
  } else if (serverCache) {
    browserClient.cache.restore({
      ...(browserClient.extract() as NormalizedCacheObject),
      ...serverCache,
    });
  }
  return browserClient;
}
