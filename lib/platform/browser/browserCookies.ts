/**
 * The browser's one way to read and write a script-readable cookie, by hand rather than with a
 * library a page's first load would carry. Values are encoded as js-cookie encoded them (percent
 * encoding, keeping the characters a cookie value may hold as they are), so cookies written before
 * and the server's `cookie` parser read them alike.
 */

/** Characters `encodeURIComponent` escapes that a cookie value may hold as they are. */
const ALLOWED_IN_VALUE = /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g;

export interface BrowserCookieOptions {
  /** Defaults to `/`. */
  path?: string;
  /** Lifetime in seconds; without it, the cookie lasts the browser session. */
  maxAgeSeconds?: number;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
}

/** The cookie's value as the page can read it, decoded; undefined when absent (or unreadable). */
export function readBrowserCookie(name: string): string | undefined {
  const pairs = document.cookie ? document.cookie.split('; ') : [];
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = at === -1 ? pair : pair.slice(0, at);
    if (key !== name) continue;
    let value = at === -1 ? '' : pair.slice(at + 1);
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1)
      value = value.slice(1, -1);
    try {
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Writes the cookie, its value percent-encoded where a cookie value needs it. */
export function writeBrowserCookie(
  name: string,
  value: string,
  options: BrowserCookieOptions,
): void {
  const encoded = encodeURIComponent(value).replace(ALLOWED_IN_VALUE, decodeURIComponent);
  const attributes = [
    `Path=${options.path ?? '/'}`,
    ...(options.maxAgeSeconds === undefined ? [] : [`Max-Age=${options.maxAgeSeconds}`]),
    `SameSite=${options.sameSite}`,
    ...(options.secure ? ['Secure'] : []),
  ];
  document.cookie = `${name}=${encoded}; ${attributes.join('; ')}`;
}
