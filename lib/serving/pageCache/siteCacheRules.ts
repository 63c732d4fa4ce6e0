import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { type PageKey } from '@/lib/site/seo/pageLinks';
import { withBasePath } from '@/lib/platform/routing/basePath';
import { LOCALES, localizedPath } from '@/lib/site/i18n/locale';
import { hasSpanishTwin } from '@/lib/site/i18n/spanishPages';
import { visitorInputs, type VisitorInputs } from '@/lib/serving/pageProps/visitorInputs';
import type { CacheRules } from './cacheableRequest';

/** Pages that are never cached: the sign-in return (framing rules, callback state) and the 404. */
const UNCACHED_PAGES: readonly PageKey[] = ['authCallback', 'notFound'];

/**
 * The site's cache rules: every catalogue page but {@link UNCACHED_PAGES}, and every Spanish twin
 * (its own URL, so its own cache entry and member variant: docs/site.md#languages), bypassed by every
 * cookie and header the page renders for its visitor ({@link visitorInputs}: the session cookie,
 * whose request {@link memberCacheRules} takes instead, the referral, partner and privacy choice
 * cookies, `Sec-GPC: 1`; docs/serving.md#cache-variants).
 */
export function siteCacheRules(inputs: VisitorInputs = visitorInputs()): CacheRules {
  const pagePaths = new Set(
    (Object.keys(PAGE_CATALOGUE) as PageKey[])
      .filter((key) => !UNCACHED_PAGES.includes(key))
      .flatMap((key) =>
        (hasSpanishTwin(key) ? LOCALES : (['en'] as const)).map((locale) =>
          withBasePath(localizedPath(PAGE_CATALOGUE[key].path, locale)),
        ),
      ),
  );
  return {
    pagePaths,
    bypassCookies: [...inputs.sessionCookies, ...inputs.renderedCookies],
    bypassHeaders: inputs.renderedHeaders,
  };
}

/**
 * The rules of a signed-in member's request: the site's, except that the session cookie does not
 * bypass the cache; the member's page is the cached member variant with the member's fragments
 * filled in (docs/serving.md#member-pages). Every other bypass still sends it to a fresh render.
 */
export function memberCacheRules(
  rules: CacheRules,
  inputs: VisitorInputs = visitorInputs(),
): CacheRules {
  return {
    ...rules,
    bypassCookies: rules.bypassCookies.filter((name) => !inputs.sessionCookies.includes(name)),
  };
}
