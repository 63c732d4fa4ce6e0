import { readBrowserCookie } from '@/lib/platform/browser/browserCookies';
import { writeVisitMarker } from '@/lib/site/referral/writeVisitMarker';

function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0] ?? ''}=; Path=/; Max-Age=0`;
  }
}

describe('writeVisitMarker', () => {
  afterEach(clearCookies);

  it('writes the marker from the URL once: the first referral wins', () => {
    expect(writeVisitMarker('?rx=FRIEND42', false)).toBe('FRIEND42');
    expect(readBrowserCookie('vpm')).toBe('FRIEND42');
    expect(writeVisitMarker('?rx=OTHER', false)).toBeNull();
    expect(readBrowserCookie('vpm')).toBe('FRIEND42');
  });

  it('counts a plain marker not migrated yet as a marker, with secure cookies too', () => {
    document.cookie = 'vpm=OLD; Path=/';
    expect(writeVisitMarker('?rx=NEW', true)).toBeNull();
  });

  it('writes nothing without referral parameters', () => {
    expect(writeVisitMarker('?utm_source=x', false)).toBeNull();
    expect(document.cookie).toBe('');
  });
});
