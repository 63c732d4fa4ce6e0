/** @jest-environment node */
import { parseSetCookie } from 'cookie';
import { readReferralCookies } from '@/lib/site/referral/referralCookies';

const HTTPS = {
  coreSiteUrl: 'https://www.care.com',
  siteOrigin: 'https://www.care.com',
  secure: true,
  prefixed: true,
};
const HTTP = { ...HTTPS, siteOrigin: 'http://localhost:3000', secure: false, prefixed: false };

/** Each Set-Cookie as name → { value, maxAge, httpOnly }. */
function cookiesSet(headers: string[]) {
  return Object.fromEntries(
    headers.map((header) => {
      const cookie = parseSetCookie(header);
      return [
        cookie.name,
        { value: cookie.value, maxAge: cookie.maxAge, httpOnly: cookie.httpOnly ?? false },
      ];
    }),
  );
}

describe('readReferralCookies', () => {
  it.each<[string, Record<string, string>, string | null, string | null]>([
    ['no cookie', {}, null, null],
    ['the prefixed names', { '__Secure-vpm': 'A|b', '__Secure-hp_rx': 'B' }, 'A|b', 'B'],
    ['only the old names', { vpm: '"OLD|x"', hp_rx: 'OLDRX' }, 'OLD|x', 'OLDRX'],
    ['both, the new winning', { '__Secure-vpm': 'NEW', vpm: 'OLD' }, 'NEW', null],
  ])('reads %s over https', (_case, cookies, marker, stored) => {
    const result = readReferralCookies(cookies, HTTPS);
    expect(result.marker).toBe(marker);
    expect(result.stored).toBe(stored);
  });

  it('migrates the old names once over https: rewritten under the prefix, the old ones removed', () => {
    const { setCookies } = readReferralCookies({ vpm: 'OLD|x', hp_rx: 'OLDRX' }, HTTPS);
    expect(cookiesSet(setCookies)).toEqual({
      '__Secure-vpm': { value: 'OLD|x', maxAge: 31536e4, httpOnly: false },
      vpm: { value: '', maxAge: 0, httpOnly: false },
      '__Secure-hp_rx': { value: 'OLDRX', maxAge: 2_592_000, httpOnly: true },
      hp_rx: { value: '', maxAge: 0, httpOnly: true },
    });
    for (const header of setCookies.filter((h) => h.startsWith('__Secure-'))) {
      expect(header).toContain('Secure');
    }
    // The next request carries only the new names: nothing more to do.
    expect(
      readReferralCookies({ '__Secure-vpm': 'OLD|x', '__Secure-hp_rx': 'OLDRX' }, HTTPS).setCookies,
    ).toEqual([]);
  });

  it('only removes an old cookie that has a prefixed twin already, or holds nothing usable', () => {
    const both = readReferralCookies({ '__Secure-vpm': 'NEW', vpm: 'OLD' }, HTTPS);
    expect(Object.keys(cookiesSet(both.setCookies))).toEqual(['vpm']);
    const junk = readReferralCookies({ hp_rx: '<script>' }, HTTPS);
    expect(junk.stored).toBe('script');
    const empty = readReferralCookies({ hp_rx: '%%%' }, HTTPS);
    expect(Object.keys(cookiesSet(empty.setCookies))).toEqual(['hp_rx']);
  });

  it('keeps the plain names and migrates nothing over http (local development)', () => {
    const result = readReferralCookies({ vpm: 'OLD', hp_rx: 'RX', '__Secure-vpm': 'X' }, HTTP);
    expect(result).toEqual({ marker: 'OLD', stored: 'RX', setCookies: [] });
  });
});
