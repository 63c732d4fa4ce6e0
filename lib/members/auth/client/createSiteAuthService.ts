import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { AuthService, type AuthServiceSettings } from '../AuthService';
import { buildAuthSettings, localizedRedirectUris } from '../authSettings';

/**
 * Builds and initializes the browser's AuthService, or returns undefined on the server or when no
 * identity provider is configured. The stored user lives in sessionStorage (one tab's exposure;
 * the library's default), under the configured prefix. `uiLocalesFor` names the language a
 * sign-in asks the provider for; the site's rule comes from a layer above, and a sign-in asked in
 * another language returns to that language's return page (docs/members.md#language).
 */
export function createSiteAuthService(
  config: PublicConfig,
  uiLocalesFor?: AuthServiceSettings['uiLocalesFor'],
): AuthService | undefined {
  if (typeof window === 'undefined' || !config.oidc.authority) return undefined;
  const service = new AuthService(
    {
      ...buildAuthSettings({
        authority: config.oidc.authority,
        clientId: config.oidc.clientId,
        scope: config.oidc.scope,
        siteOrigin: config.siteOrigin,
      }),
      storagePrefix: config.oidc.storagePrefix,
      uiLocalesFor,
      localizedRedirectUris: localizedRedirectUris(config.siteOrigin),
    },
    window.sessionStorage,
  );
  service.initialize();
  return service;
}
