/** @jest-environment node */
import {
  MAX_COOKIE_BYTES,
  SessionCookieTooLargeError,
  clearSessionSetCookie,
  sessionCookieName,
  sessionSetCookie,
} from '@/lib/members/session/sessionCookie';

const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
const EXP = NOW_MS / 1000 + 3600;
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJtZW1iZXItMSJ9.c2lnbmF0dXJl';

/** Name, value and attributes of one Set-Cookie header, parsed by hand. */
function parse(header: string) {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string | true>();
  for (const attribute of rest) {
    const at = attribute.indexOf('=');
    if (at === -1) attributes.set(attribute.toLowerCase(), true);
    else attributes.set(attribute.slice(0, at).toLowerCase(), attribute.slice(at + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW_MS });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('sessionCookieName', () => {
  it('carries the __Secure- prefix only over https', () => {
    expect(sessionCookieName(true)).toBe('__Secure-hp_vhp_session');
    expect(sessionCookieName(false)).toBe('hp_vhp_session');
  });
});

describe('sessionSetCookie', () => {
  it('over https: __Secure- name, the token, HttpOnly, SameSite=Lax, Path=/app/hp-vhp, Secure', () => {
    const { name, value, attributes } = parse(sessionSetCookie(TOKEN, EXP, true));
    expect(name).toBe('__Secure-hp_vhp_session');
    expect(value).toBe(TOKEN);
    expect(attributes.get('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/app/hp-vhp');
    expect(attributes.get('secure')).toBe(true);
  });

  it('over http: plain name and no Secure attribute', () => {
    const { name, attributes } = parse(sessionSetCookie(TOKEN, EXP, false));
    expect(name).toBe('hp_vhp_session');
    expect(attributes.has('secure')).toBe(false);
    expect(attributes.get('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/app/hp-vhp');
  });

  it('is host-only (no Domain attribute)', () => {
    expect(parse(sessionSetCookie(TOKEN, EXP, true)).attributes.has('domain')).toBe(false);
  });

  it('expires exactly when the token does', () => {
    const { attributes } = parse(sessionSetCookie(TOKEN, EXP, true));
    expect(attributes.get('expires')).toBe(new Date(EXP * 1000).toUTCString());
    expect(attributes.get('expires')).toBe('Wed, 15 Jan 2025 13:00:00 GMT');
  });

  // Max-Age does not depend on the browser's clock (issue #3 §4: the cookie expires with the token).
  it('sets Max-Age to the seconds left until the token expires', () => {
    const { attributes } = parse(sessionSetCookie(TOKEN, EXP, true));
    expect(attributes.get('max-age')).toBe('3600');
  });

  it.each([true, false])('accepts name + value of exactly 4096 bytes (secure: %p)', (secure) => {
    const token = 'a'.repeat(MAX_COOKIE_BYTES - sessionCookieName(secure).length);
    expect(parse(sessionSetCookie(token, EXP, secure)).value).toBe(token);
  });

  it.each([true, false])('refuses name + value of 4097 bytes (secure: %p)', (secure) => {
    const token = 'a'.repeat(MAX_COOKIE_BYTES + 1 - sessionCookieName(secure).length);
    const write = () => sessionSetCookie(token, EXP, secure);
    expect(write).toThrow(SessionCookieTooLargeError);
    expect(write).toThrow('session cookie would be 4097 bytes (limit 4096)');
  });

  it('counts bytes, not characters', () => {
    // 4096 characters, 4097 bytes ("é" is two bytes in UTF-8).
    const token = `${'a'.repeat(MAX_COOKIE_BYTES - sessionCookieName(true).length - 1)}é`;
    expect(sessionCookieName(true).length + token.length).toBe(MAX_COOKIE_BYTES);
    expect(() => sessionSetCookie(token, EXP, true)).toThrow(SessionCookieTooLargeError);
  });

  it('has a 4 KB limit', () => {
    expect(MAX_COOKIE_BYTES).toBe(4096);
    const error = new SessionCookieTooLargeError('x');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SessionCookieTooLargeError');
  });

  it.each(['a; Domain=evil.com', 'a\r\nSet-Cookie: x=1', 'a b; Path=/'])(
    'encodes a value that would inject attributes or headers: %j',
    (token) => {
      const header = sessionSetCookie(token, EXP, true);
      expect(header).not.toMatch(/[\r\n]/);
      const { value, attributes } = parse(header);
      expect(decodeURIComponent(value)).toBe(token);
      expect(attributes.has('domain')).toBe(false);
      expect(attributes.get('path')).toBe('/app/hp-vhp');
    },
  );
});

describe('clearSessionSetCookie', () => {
  it.each([true, false])(
    'expires the same cookie (name, path) in the past (secure: %p)',
    (secure) => {
      const cleared = parse(clearSessionSetCookie(secure));
      const set = parse(sessionSetCookie(TOKEN, EXP, secure));
      expect(cleared.name).toBe(set.name);
      expect(cleared.value).toBe('');
      expect(cleared.attributes.get('path')).toBe('/app/hp-vhp');
      expect(cleared.attributes.get('expires')).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
      expect(cleared.attributes.get('httponly')).toBe(true);
      expect(cleared.attributes.get('samesite')).toBe('Lax');
      expect(cleared.attributes.has('secure')).toBe(secure);
    },
  );
});
