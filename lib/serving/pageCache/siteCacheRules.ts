import { PARTNER_COOKIE_NAME } from '@/lib/site/enrollment/partnerSession';
import { referrerCookieName } from '@/lib/site/referral/referrerCookie';
import { storedReferralCookieName } from '@/lib/site/referral/storedReferralCookie';
import { PAGE_CATALOGUE, type PageKey } from '@/lib/site/seo/pageCatalogue';
import { withBasePath } from '@/lib/platform/routing/basePath';
import { sessionCookieName } from '@/lib/members/session/sessionCookie';
import { GPC_HEADER } from '@/lib/site/privacy/pagePrivacy';
import { privacyChoiceCookieName } from '@/lib/site/privacy/privacyChoice';
import type { CacheRules } from './cacheableRequest';

const SESSION_COOKIES: readonly string[] = [sessionCookieName(true), sessionCookieName(false)];

/** Pages that are never cached: the sign-in return (framing rules, callback state) and the 404. */
const UNCACHED_PAGES: readonly PageKey[] = ['authCallback', 'notFound'];

/**
 * The site's cache rules: every catalogue page but {@link UNCACHED_PAGES}, bypassed by the
 * session cookie (a member's request is taken by {@link memberCacheRules} instead) and either
 * referral cookie (the browser's
 * marker or the server's stored copy: its code is in the page's links), the privacy choice cookie
 * and `Sec-GPC: 1` (the page renders them: docs/serving.md#cache-variants).
 */
export function siteCacheRules(): CacheRules {
  const pagePaths = new Set(
    (Object.keys(PAGE_CATALOGUE) as PageKey[])
      .filter((key) => !UNCACHED_PAGES.includes(key))
      .map((key) => withBasePath(PAGE_CATALOGUE[key].path)),
  );
  return {
    pagePaths,
    bypassCookies: [
      ...SESSION_COOKIES,
      referrerCookieName(true),
      referrerCookieName(false),
      storedReferralCookieName(true),
      storedReferralCookieName(false),
      PARTNER_COOKIE_NAME,
      privacyChoiceCookieName(true),
      privacyChoiceCookieName(false),
    ],
    bypassHeaders: { [GPC_HEADER]: '1' },
  };
}

/**
 * The rules of a signed-in member's request: the site's, except that the session cookie does not
 * bypass the cache; the member's page is the cached member variant with the member's fragments
 * filled in (docs/serving.md#member-pages). Every other bypass still sends it to a fresh render.
 */
export function memberCacheRules(rules: CacheRules): CacheRules {
  return {
    ...rules,
    bypassCookies: rules.bypassCookies.filter((name) => !SESSION_COOKIES.includes(name)),
  };
}
