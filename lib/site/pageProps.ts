import type { NormalizedCacheObject } from '@apollo/client';
import type { AuthState } from '@/lib/members/auth/authState';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import type { PageHeadText } from '@/lib/site/seo/pageDescriptions';
import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import type { Locale } from '@/lib/site/i18n/locale';
import type { AuthCallbackText } from '@/lib/site/content/authCallbackContent';

/** Props every page receives from the shared server-side loader (docs/serving.md#page-props). */
export interface BasePageProps {
  pageKey: PageKey;
  /** The page's language, named by its address (docs/site.md#languages). */
  locale: Locale;
  /** The page's description and keywords for its head, brand filled in (server-side copy). */
  head: PageHeadText;
  site: PublicConfig;
  flags: FeatureFlags;
  enrollmentSessionId: string;
  visitorId: string;
  deviceId: string;
  /** The CSP nonce of this response, for scripts and styles rendered after hydration. */
  nonce: string;
  referrerCookie: string | null;
  /** The partner code of this browser session (partner link `/?partner=CODE`), else null. */
  partnerCode: string | null;
  /** Global Privacy Control, the stored privacy choice and the consent they give. */
  privacy: PagePrivacy;
  /** Auth state from the server session (logged out when there is none). */
  auth: AuthState;
  /** Server-side Apollo cache for the browser client; never contains tokens. */
  apolloState: NormalizedCacheObject | null;
}

/** Props of the sign-in return page: whether its address carries an identity provider's answer. */
export interface AuthCallbackPageProps extends BasePageProps {
  signInResponse: boolean;
  /** The page's words in its language. */
  text: AuthCallbackText;
}

/** Props of the static 404 and 500 pages, read at build time (no request, no flags). */
export interface StaticErrorPageProps {
  brandName: string;
  supportPhone: string;
}
