import { readBrowserCookie, writeBrowserCookie } from '@/lib/platform/browser/browserCookies';

function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0] ?? ''}=; Path=/; Max-Age=0`;
  }
}

describe('browserCookies', () => {
  afterEach(clearCookies);

  it.each([
    ['letters, digits and what a cookie may hold', 'opt:1.ana:0|x#$&+^`{}'],
    ['what it must escape', 'a b;c,d"e\\f'],
    ['text beyond ASCII', 'Zoë Nguyễn'],
  ])('reads back %s exactly as written', (_label, value) => {
    writeBrowserCookie('hp_test', value, { sameSite: 'Lax', secure: false });
    expect(readBrowserCookie('hp_test')).toBe(value);
  });

  it('writes what a cookie may hold unescaped, as js-cookie did', () => {
    writeBrowserCookie('vpm', 'FRIEND42|x:y', { sameSite: 'Lax', secure: false });
    expect(document.cookie).toBe('vpm=FRIEND42|x:y');
  });

  it('reads a missing cookie as undefined, a quoted one without its quotes, a broken one as undefined', () => {
    expect(readBrowserCookie('hp_none')).toBeUndefined();
    document.cookie = 'hp_quoted="a%20b"; Path=/';
    expect(readBrowserCookie('hp_quoted')).toBe('a b');
    document.cookie = 'hp_broken=%E0%A4%A; Path=/';
    expect(readBrowserCookie('hp_broken')).toBeUndefined();
    // A name that only starts like another is another cookie.
    document.cookie = 'hp_quoted_too=z; Path=/';
    expect(readBrowserCookie('hp_quoted')).toBe('a b');
  });

  it('sets the attributes it is given', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    writeBrowserCookie('hp_a', 'v', { maxAgeSeconds: 60, sameSite: 'Lax', secure: true });
    writeBrowserCookie('hp_b', 'v', { path: '/app', sameSite: 'Strict', secure: false });
    expect(set.mock.calls).toEqual([
      ['hp_a=v; Path=/; Max-Age=60; SameSite=Lax; Secure'],
      ['hp_b=v; Path=/app; SameSite=Strict'],
    ]);
    set.mockRestore();
  });
});
