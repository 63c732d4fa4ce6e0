import { stringifySetCookie } from 'cookie';

/**
 * The stored referral cookie (docs/site.md#referral-cookies): set by the server, 30 days, HttpOnly,
 * root path, on the domain derived from the core site host. The name is ours (the spec does not
 * give it).
 */
export const STORED_REFERRAL_COOKIE_NAME = 'hp_rx';
export const STORED_REFERRAL_MAX_AGE_SECONDS = 2_592_000;

/** `__Secure-hp_rx` with secure cookies (production), else `hp_rx` (docs/site.md#referral-cookies). */
export function storedReferralCookieName(prefixed: boolean): string {
  return prefixed ? `__Secure-${STORED_REFERRAL_COOKIE_NAME}` : STORED_REFERRAL_COOKIE_NAME;
}

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

export interface StoredReferralCookieOptions {
  coreSiteUrl: string;
  siteOrigin: string;
  secure: boolean;
  /** Use the `__Secure-` name (and so `Secure`): the site's cookies are secure. */
  prefixed?: boolean;
}

/** The Set-Cookie value for a referral code the server accepted. */
export function storedReferralSetCookie(
  value: string,
  options: StoredReferralCookieOptions,
): string {
  const domain = storedReferralCookieDomain(options.coreSiteUrl, options.siteOrigin);
  const prefixed = options.prefixed ?? false;
  return stringifySetCookie(storedReferralCookieName(prefixed), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure || prefixed,
    maxAge: STORED_REFERRAL_MAX_AGE_SECONDS,
    ...(domain ? { domain } : {}),
  });
}

/** Removes the unprefixed `hp_rx` (same path and domain it was set with). */
export function expireLegacyStoredReferral(options: StoredReferralCookieOptions): string {
  const domain = storedReferralCookieDomain(options.coreSiteUrl, options.siteOrigin);
  return stringifySetCookie(STORED_REFERRAL_COOKIE_NAME, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: 0,
    ...(domain ? { domain } : {}),
  });
}
