import fc from 'fast-check';
import { documentTitle, PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import {
  canonicalUrl,
  PAGE_KEYS,
  PAGE_LINKS,
  withBrand,
  type PageKey,
} from '@/lib/site/seo/pageLinks';
import { BASE_PATH, withBasePath } from '@/lib/platform/routing/basePath';
import { PAGE_DESCRIPTIONS, pageHeadText } from '@/lib/site/seo/pageDescriptions';

const BRAND = 'HomePay';
const ENTRIES = PAGE_KEYS.map((key) => [key, PAGE_CATALOGUE[key]] as const);

describe('PAGE_CATALOGUE', () => {
  it('describes exactly the pages of PAGE_KEYS', () => {
    expect(Object.keys(PAGE_CATALOGUE).sort()).toEqual([...PAGE_KEYS].sort());
  });

  it('gives every page a unique path and a unique tracked page id', () => {
    const paths = ENTRIES.map(([, meta]) => meta.path);
    const pageIds = ENTRIES.map(([, meta]) => meta.pageId);
    expect(new Set(paths).size).toBe(PAGE_KEYS.length);
    expect(new Set(pageIds).size).toBe(PAGE_KEYS.length);
  });

  it.each<[PageKey, string]>([
    ['home', '/'],
    ['caregivers', '/caregivers'],
    ['referral', '/referral'],
    ['nannyTaxCalculator', '/nanny-tax-calculator'],
    ['productAndPricing', '/product-and-pricing'],
    ['sampleNannyContract', '/sample-nanny-contract'],
    ['seniorCare', '/senior-care'],
    ['sampleSeniorCareContract', '/sample-senior-care-contract'],
    ['downtime', '/downtime'],
    ['proPortal', '/proportal'],
    ['privacyPolicy', '/privacy-policy'],
    ['accessibility', '/accessibility'],
    ['howWeCalculate', '/how-we-calculate'],
    ['authCallback', '/authCallback'],
  ])('routes %s to %s', (key, path) => {
    expect(PAGE_CATALOGUE[key].path).toBe(path);
  });

  it.each(ENTRIES)('tracks %s under /homepay with the same page name', (_key, meta) => {
    expect(meta.trackedPath.startsWith('/homepay')).toBe(true);
    expect(meta.trackedPath).toBe(meta.path === '/' ? '/homepay' : `/homepay${meta.path}`);
  });

  it.each(ENTRIES)('keeps the title of %s within 60 characters with the brand', (_key, meta) => {
    const title = documentTitle(meta, BRAND);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).not.toContain('{brand}');
  });

  it.each(ENTRIES)('keeps the description of %s within 50–160 characters', (key) => {
    const { description } = pageHeadText(key, BRAND);
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toContain('{brand}');
  });

  it.each(ENTRIES)('gives %s keywords, a screen name and a nav label', (key, meta) => {
    expect(PAGE_DESCRIPTIONS[key].keywords.length).toBeGreaterThan(0);
    for (const keyword of PAGE_DESCRIPTIONS[key].keywords) expect(keyword.trim()).not.toBe('');
    expect(pageHeadText(key, BRAND).keywords).not.toContain('{brand}');
    expect(meta.screenName).not.toBe('');
    expect(meta.navLabel).not.toBe('');
  });

  it.each(ENTRIES)(
    'sends %s its finished title, index rule and tracking ids in the page props',
    (key, meta) => {
      const head = pageHeadText(key, BRAND);
      expect(head.title).toBe(documentTitle(meta, BRAND));
      expect(head.title).not.toContain('{brand}');
      expect(head.indexable).toBe(meta.indexable);
      expect(head.tracking).toEqual({
        pageId: meta.pageId,
        screenName: meta.screenName,
        screenTemplate: meta.screenTemplate,
        trackedPath: meta.trackedPath,
      });
    },
  );

  it.each(ENTRIES)('links to %s by the same route and label as the catalogue', (key, meta) => {
    expect(PAGE_LINKS[key]).toEqual({ path: meta.path, navLabel: meta.navLabel });
  });

  it.each<PageKey>(['privacyPolicy', 'accessibility', 'privacyChoices', 'howWeCalculate'])(
    'lets crawlers index %s',
    (key) => {
      expect(PAGE_CATALOGUE[key].indexable).toBe(true);
    },
  );

  it.each<PageKey>(['downtime', 'authCallback', 'notFound'])('keeps %s out of the index', (key) => {
    expect(PAGE_CATALOGUE[key].indexable).toBe(false);
  });
});

describe('withBasePath', () => {
  it.each([
    ['/', BASE_PATH],
    ['/caregivers', `${BASE_PATH}/caregivers`],
  ])('turns %p into %p', (path, expected) => {
    expect(withBasePath(path)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['/', 'https://www.example.com/app/hp-vhp'],
    ['/caregivers', 'https://www.example.com/app/hp-vhp/caregivers'],
    ['/nanny-tax-calculator', 'https://www.example.com/app/hp-vhp/nanny-tax-calculator'],
  ])('makes %p absolute under the base path', (path, expected) => {
    expect(canonicalUrl('https://www.example.com', path)).toBe(expected);
  });

  it.each(ENTRIES)('gives %s an absolute canonical URL without a trailing slash', (_key, meta) => {
    const url = canonicalUrl('https://www.example.com', meta.path);
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://www.example.com');
    expect(parsed.pathname.startsWith(BASE_PATH)).toBe(true);
    expect(url.endsWith('/')).toBe(false);
    expect(parsed.href).toBe(url);
  });
});

describe('withBrand', () => {
  it.each([
    ['Refer a Family to {brand}', 'Refer a Family to HomePay'],
    ['{brand} and {brand}', 'HomePay and HomePay'],
    ['No placeholder', 'No placeholder'],
    ['{Brand} is case-sensitive', '{Brand} is case-sensitive'],
  ])('turns %p into %p', (text, expected) => {
    expect(withBrand(text, BRAND)).toBe(expected);
  });

  it.each([
    ['$&', 'Refer a Family to $&'],
    ["$'", "Refer a Family to $'"],
    ['$$1', 'Refer a Family to $$1'],
  ])('inserts a brand containing %p literally', (brand, expected) => {
    expect(withBrand('Refer a Family to {brand}', brand)).toBe(expected);
  });

  it('replaces every placeholder with the brand, whatever the brand', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string().filter((part) => !part.includes('{brand}'))),
        fc
          .oneof(fc.string(), fc.string({ unit: fc.constantFrom('$', '&', "'", '`', '1', '<') }))
          .filter((brand) => !brand.includes('{brand}')),
        (parts, brand) => {
          const text = parts.join('{brand}');
          expect(withBrand(text, brand)).toBe(parts.join(brand));
        },
      ),
    );
  });
});

describe('documentTitle', () => {
  it('puts the branded page title before the brand', () => {
    expect(documentTitle(PAGE_CATALOGUE.referral, 'Acme')).toBe('Refer a Family to Acme | Acme');
  });
});
