import type { AuthState } from '@/lib/members/auth/authState';
import type { SiteAuth } from '@/lib/members/auth/siteAuth';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import type { BasePageProps } from '@/lib/site/pageProps';

// The props of the on-demand sign-in chunk, apart from it so that the always-loaded provider and
// the chunk's own parts can name them without importing the chunk (or each other in a circle).

/** A click on Sign in or Sign out made before this chunk had arrived. */
export type PendingAuthAction =
  { kind: 'signIn'; returnTo?: string | undefined } | { kind: 'signOut' };

export interface SignInRuntimeProps {
  config: PublicConfig;
  serverAuth: AuthState;
  apolloState: BasePageProps['apolloState'];
  pending: PendingAuthAction | null;
  /** Called once the pending action has been started. */
  onPendingTaken: () => void;
  /** Receives the site's auth state and actions whenever they change. */
  onChange: (auth: SiteAuth) => void;
}
