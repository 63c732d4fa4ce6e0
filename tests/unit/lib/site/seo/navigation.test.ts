import fc from 'fast-check';
import { FOOTER_NAV, HEADER_NAV, telHref, TERMS_OF_USE_PATH } from '@/lib/site/seo/navigation';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';

describe('telHref', () => {
  it.each([
    ['1-888-555-0142', 'tel:18885550142'],
    ['+1 (888) 555-0142', 'tel:+18885550142'],
    ['1.888.555.0142', 'tel:18885550142'],
  ])('turns %p into %p', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });

  it('keeps only digits and "+" after the scheme', () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        expect(telHref(phone)).toMatch(/^tel:[0-9+]*$/);
      }),
    );
  });
});

describe('HEADER_NAV', () => {
  it('links each indexable page at most once', () => {
    expect(new Set(HEADER_NAV).size).toBe(HEADER_NAV.length);
    for (const key of HEADER_NAV) expect(PAGE_CATALOGUE[key].indexable).toBe(true);
  });
});

describe('FOOTER_NAV', () => {
  it('groups only indexable pages under non-empty headings', () => {
    for (const group of FOOTER_NAV) {
      expect(group.heading).not.toBe('');
      expect(group.pages.length).toBeGreaterThan(0);
      for (const key of group.pages) expect(PAGE_CATALOGUE[key].indexable).toBe(true);
    }
  });
});

describe('TERMS_OF_USE_PATH', () => {
  it('points at the shared terms of use', () => {
    expect(TERMS_OF_USE_PATH).toBe('/about/terms-of-use/');
  });
});
