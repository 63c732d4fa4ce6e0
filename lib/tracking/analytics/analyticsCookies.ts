/**
 * The analytics SDK's own storage (@amplitude/analytics-browser 2.x): cookies named `AMP_…` (the
 * identity with its device id, `AMP_MKTG_…` for attribution, `AMP_TEST` while it probes the
 * domain) and local-storage entries under the same prefix (unsent events, remote config).
 */
const SDK_PREFIX = 'AMP_';

/**
 * The domains a cookie of this page may have been written for: none (host-only), the host, and
 * each parent domain, since the SDK writes its cookie on the widest domain the browser accepts.
 */
export function cookieDomainsOf(hostname: string): Array<string | null> {
  const labels = hostname.split('.');
  const parents =
    /^[\d.]+$/.test(hostname) || labels.length < 2
      ? []
      : labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'));
  return [null, ...parents];
}

/** Names of the analytics SDK's cookies in a `document.cookie` string. */
export function analyticsCookieNames(cookies: string): string[] {
  return cookies
    .split(/; */)
    .map((pair) => pair.split('=')[0] ?? '')
    .filter((name) => name.startsWith(SDK_PREFIX));
}

/**
 * Deletes the analytics SDK's cookies and stored entries, so a visitor who turns analytics off
 * keeps no device id from it (docs/tracking.md#analytics-off).
 */
export function deleteAnalyticsStorage(): void {
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const domain of cookieDomainsOf(window.location.hostname)) {
      const scope = domain === null ? '' : `; Domain=${domain}`;
      document.cookie = `${name}=; Path=/; Max-Age=0${scope}`;
    }
  }
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(SDK_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage may be unavailable (privacy modes): there is then nothing stored to delete.
  }
}
