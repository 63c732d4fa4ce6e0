/** @jest-environment node */
import fc from 'fast-check';
import {
  exposeVisitMarker,
  MAX_MARKER_LENGTH,
  visitMarkerFromParams,
} from '@/lib/site/referral/visitMarker';
import {
  storedReferralCookieDomain,
  storedReferralSetCookie,
} from '@/lib/site/referral/storedReferralCookie';

const marker = (query: string) => visitMarkerFromParams(new URLSearchParams(query));

describe('visitMarkerFromParams', () => {
  it.each([
    ['', null],
    ['utm_source=x', null],
    ['rx=abc123', 'abc123'],
    ['rx=a%7Cb%7C%7Cc', 'a|b|c'],
    ['rx1=one&rx3=three', 'one|three'],
    ['rx=ignored&rx2=two', 'two'],
    ['rx=%3Cscript%3E', 'script'],
    ['rx=a&irpid=IR-99', 'a|IR-99'],
    ['rx10=ten&irpid=click', 'click'],
    ['rx=' + 'x'.repeat(100), 'x'.repeat(64)],
  ])('%p gives %p', (query, expected) => {
    expect(marker(query)).toBe(expected);
  });

  it('keeps at most ten segments', () => {
    const value = marker(`rx=${Array.from({ length: 15 }, (_, i) => `s${i}`).join('|')}`);
    expect(value?.split('|')).toHaveLength(10);
  });

  it('is always allowlisted, at most 10 segments and capped in length', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('rx', 'rx1', 'rx2', 'rx5', 'rx10', 'irpid', 'other'),
          fc.string({ unit: 'binary' }),
        ),
        (params) => {
          const value = visitMarkerFromParams(new URLSearchParams(params));
          if (value === null) return;
          expect(value).toMatch(/^[A-Za-z0-9_.~-]+(\|[A-Za-z0-9_.~-]+){0,9}$/);
          expect(value.length).toBeLessThanOrEqual(MAX_MARKER_LENGTH);
        },
      ),
    );
  });
});

describe('exposeVisitMarker', () => {
  it('exposes rx and rx1..rxN', () => {
    expect(exposeVisitMarker('a|b')).toEqual({ rx: 'a|b', rx1: 'a', rx2: 'b' });
    expect(exposeVisitMarker(null)).toEqual({});
  });
});

describe('stored referral cookie', () => {
  it('derives the domain from the core site host when the site is under it', () => {
    expect(storedReferralCookieDomain('https://www.care.com', 'https://www.care.com')).toBe(
      'care.com',
    );
    expect(storedReferralCookieDomain('https://www.care.com', 'https://hp.care.com')).toBe(
      'care.com',
    );
    expect(
      storedReferralCookieDomain('https://www.care.com', 'http://localhost:3000'),
    ).toBeUndefined();
  });

  it('is HttpOnly, 30 days, root path', () => {
    const header = storedReferralSetCookie('abc', {
      coreSiteUrl: 'https://www.care.com',
      siteOrigin: 'https://www.care.com',
      secure: true,
    });
    expect(header).toMatch(/^hp_rx=abc;/);
    expect(header).toContain('Max-Age=2592000');
    expect(header).toContain('Domain=care.com');
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Lax');
  });
});
