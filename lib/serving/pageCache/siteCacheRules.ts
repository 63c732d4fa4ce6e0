import { PARTNER_COOKIE_NAME } from '@/lib/site/enrollment/partnerSession';
import { referrerCookieName } from '@/lib/site/referral/referrerCookie';
import { storedReferralCookieName } from '@/lib/site/referral/storedReferralCookie';
import { PAGE_CATALOGUE, type PageKey } from '@/lib/site/seo/pageCatalogue';
import { withBasePath } from '@/lib/platform/routing/basePath';
import { sessionCookieName } from '@/lib/members/session/sessionCookie';
import { GPC_HEADER } from '@/lib/site/privacy/pagePrivacy';
import { privacyChoiceCookieName } from '@/lib/site/privacy/privacyChoice';
import type { CacheRules } from './cacheableRequest';

/** Pages that are never cached: the sign-in return (framing rules, callback state) and the 404. */
const UNCACHED_PAGES: readonly PageKey[] = ['authCallback', 'notFound'];

/**
 * The site's cache rules: every catalogue page but {@link UNCACHED_PAGES}, bypassed by the
 * session cookie (a member always gets a fresh render) and either referral cookie (the browser's
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
      sessionCookieName(true),
      sessionCookieName(false),
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
