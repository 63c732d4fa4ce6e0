import fc from 'fast-check';
import {
  FOOTER_LEGAL_NAV,
  FOOTER_NAV,
  HEADER_NAV,
  MOBILE_NAV,
  telHref,
  TERMS_OF_USE_PATH,
  UNINDEXED_TOOLS,
} from '@/lib/site/seo/navigation';
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

describe('resources in the footer and the phone drawer', () => {
  it('lists the share calculator, the offer sheet and the methods page in both', () => {
    const footer = FOOTER_NAV.flatMap((group) => [...group.pages, ...(group.unindexedTools ?? [])]);
    for (const key of ['nannyShareCalculator', 'nannyOfferSheet', 'howWeCalculate'] as const) {
      expect(footer).toContain(key);
      expect(MOBILE_NAV).toContain(key);
    }
  });

  it('keeps only tools, never utility pages, among the unindexed links', () => {
    for (const key of UNINDEXED_TOOLS) {
      expect(PAGE_CATALOGUE[key].indexable).toBe(false);
      expect(['tool', 'document']).toContain(PAGE_CATALOGUE[key].screenTemplate);
    }
  });

  it('gives the drawer each page once, starting with home and the header’s pages', () => {
    expect(new Set(MOBILE_NAV).size).toBe(MOBILE_NAV.length);
    expect(MOBILE_NAV.slice(0, HEADER_NAV.length + 1)).toEqual(['home', ...HEADER_NAV]);
  });
});

describe('FOOTER_LEGAL_NAV', () => {
  it('links the privacy policy, the privacy choices and the accessibility statement', () => {
    expect(FOOTER_LEGAL_NAV).toEqual(['privacyPolicy', 'privacyChoices', 'accessibility']);
  });
});
