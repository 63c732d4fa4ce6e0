import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { loadOnce } from '@/lib/platform/loading/loadOnce';
import type * as SiteApolloClientModule from './siteApolloClient';

const apolloModule = loadOnce<typeof SiteApolloClientModule>(() => import('./siteApolloClient'));

/**
 * The browser's Apollo client, loaded on demand (docs/performance.md#on-demand): Apollo, graphql and rxjs
 * stay out of the first load because member data is rendered on the server; they arrive when a
 * mutation or client query is about to run, or when the server says a member is signed in. The
 * link chain is the one of `createApolloClient`; only its loading is deferred. `siteApolloClient`
 * keeps one client for the visit and merges each call's server cache into it. A failed chunk load
 * is forgotten so the next call tries again.
 */
export async function loadBrowserApolloClient(
  config: PublicConfig,
  serverCache: NormalizedCacheObject | null = null,
): Promise<ApolloClient> {
  const { siteApolloClient } = await apolloModule.load();
  return siteApolloClient(config, serverCache);
}
