import type { SiteConfig } from '@/lib/platform/config/siteConfig';
import { VIDEO_EMBED_ORIGIN } from '@/lib/site/content/videoContent';
import type { CspOptions } from './contentSecurityPolicy';

type CspSources = Pick<
  CspOptions,
  'connectOrigins' | 'frameOrigins' | 'imageOrigins' | 'formActionOrigins' | 'scriptOrigins'
>;

const AMPLITUDE_ORIGIN = 'https://api2.amplitude.com';
const RECAPTCHA_FRAME_ORIGINS = ['https://www.google.com', 'https://recaptcha.google.com'];
// reCAPTCHA's script (admitted by 'strict-dynamic' from our nonce'd loader) may call its own
// origin from the page as well as from its frames; allowed so a send never trips the policy.
const RECAPTCHA_CONNECT_ORIGIN = 'https://www.google.com';

/** The origin of an absolute URL, or nothing for a relative path (served by our own origin). */
function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

/**
 * The third-party origins the browser needs for this configuration, and only those: a service
 * that is not configured contributes nothing to the policy.
 */
export function cspSourcesFor(config: SiteConfig): CspSources {
  // The container's own origin (GTM_SCRIPT_ORIGIN, Google's by default): its script is admitted by
  // the nonce, and it calls and pixels its origin.
  const tagManager = config.tagManager.containerId ? [config.tagManager.scriptOrigin] : [];
  const analytics = config.analytics.apiKey
    ? config.analytics.serverUrl
      ? originOf(config.analytics.serverUrl)
      : [AMPLITUDE_ORIGIN]
    : [];
  const identityProvider = originOf(config.oidc.authority);
  return {
    connectOrigins: [
      ...identityProvider,
      ...originOf(config.graphql.uri),
      ...analytics,
      // Error reports go through our own tunnel route (connect-src 'self'), never to the DSN.
      ...tagManager,
      ...(config.recaptcha.enabled ? [RECAPTCHA_CONNECT_ORIGIN] : []),
    ],
    frameOrigins: [
      ...identityProvider,
      ...(config.recaptcha.enabled ? RECAPTCHA_FRAME_ORIGINS : []),
      // The click-to-load videos' privacy-enhanced player, and no other video origin
      // (docs/security.md#content-security-policy).
      VIDEO_EMBED_ORIGIN,
    ],
    // FLAG_ANALYTICS_SCRIPT_URL: the SDK's script comes from there, with the nonce; browsers
    // that honour 'strict-dynamic' ignore host sources, older ones need the origin.
    scriptOrigins: analytics.length > 0 ? originOf(config.flagDefaults.analyticsScriptUrl) : [],
    // The partner form submits to the enrollment funnel when JavaScript is unavailable.
    formActionOrigins: [config.coreSiteUrl],
    imageOrigins: [
      ...originOf(config.flagDefaults.assetUrl),
      ...originOf(config.flagDefaults.faviconUrl),
      ...tagManager,
    ],
  };
}
