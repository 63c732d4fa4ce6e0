import { withoutBasePath } from '@/lib/platform/routing/basePath';
import { DEFAULT_LOCALE, localeOfPath } from '@/lib/site/i18n/locale';

// Here rather than in lib/members/auth: the language rule is the site's (lib/site), a layer above
// the sign-in wrapper, which takes this function as a setting (docs/members.md#language).

/**
 * The `ui_locales` a sign-in or sign-out asks the identity provider for: the language of the page
 * it returns to (`returnTo`, with the base path), or none for English, the provider's default too.
 */
export function uiLocalesFor(returnTo: string): string | undefined {
  const locale = localeOfPath(withoutBasePath(returnTo));
  return locale === DEFAULT_LOCALE ? undefined : locale;
}
