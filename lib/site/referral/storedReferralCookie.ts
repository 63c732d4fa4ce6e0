import { stringifySetCookie } from 'cookie';

/**
 * The stored referral cookie (docs/site.md#referral-cookies): set by the server, 30 days, HttpOnly,
 * root path, on the domain derived from the core site host. The name is ours (the spec does not
 * give it).
 */
export const STORED_REFERRAL_COOKIE_NAME = 'hp_rx';
export const STORED_REFERRAL_MAX_AGE_SECONDS = 2_592_000;

/**
 * `www.care.com` → `care.com`: the core site's host without its first label, so the cookie is
 * shared across the core site's subdomains. Only used when this site is served under that domain
 * (a browser refuses a cookie for a foreign domain), e.g. not on localhost.
 */
export function storedReferralCookieDomain(
  coreSiteUrl: string,
  siteOrigin: string,
): string | undefined {
  const coreHost = new URL(coreSiteUrl).hostname;
  const labels = coreHost.split('.');
  const domain = labels.length > 2 ? labels.slice(1).join('.') : coreHost;
  const siteHost = new URL(siteOrigin).hostname;
  return siteHost === domain || siteHost.endsWith(`.${domain}`) ? domain : undefined;
}

/** The Set-Cookie value for a referral code the server accepted. */
export function storedReferralSetCookie(
  value: string,
  options: { coreSiteUrl: string; siteOrigin: string; secure: boolean },
): string {
  const domain = storedReferralCookieDomain(options.coreSiteUrl, options.siteOrigin);
  return stringifySetCookie(STORED_REFERRAL_COOKIE_NAME, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: STORED_REFERRAL_MAX_AGE_SECONDS,
    ...(domain ? { domain } : {}),
  });
}
