import { DEFAULT_FAVICON, DEFAULT_IMAGE_BASE, faviconUrl, imageUrl } from '@/lib/site/seo/assets';

describe('imageUrl', () => {
  it('serves images under /app/hp-vhp/static/images by default', () => {
    expect(DEFAULT_IMAGE_BASE).toBe('/app/hp-vhp/static/images');
    expect(imageUrl({ assetUrl: '' }, 'hero.webp')).toBe('/app/hp-vhp/static/images/hero.webp');
  });

  it.each([
    ['https://cdn.example.com/images', 'https://cdn.example.com/images/hero.webp'],
    ['https://cdn.example.com/images/', 'https://cdn.example.com/images/hero.webp'],
    ['https://cdn.example.com/images///', 'https://cdn.example.com/images/hero.webp'],
    ['/assets', '/assets/hero.webp'],
  ])('serves images under the asset URL flag %p', (assetUrl, expected) => {
    expect(imageUrl({ assetUrl }, 'hero.webp')).toBe(expected);
  });
});

describe('faviconUrl', () => {
  it('uses the favicon this app serves when the flag is empty', () => {
    expect(faviconUrl({ faviconUrl: '' })).toBe('/app/hp-vhp/favicon.svg');
    expect(DEFAULT_FAVICON).toBe('/app/hp-vhp/favicon.svg');
  });

  it('uses the favicon URL flag when it is set', () => {
    expect(faviconUrl({ faviconUrl: 'https://cdn.example.com/favicon.ico' })).toBe(
      'https://cdn.example.com/favicon.ico',
    );
  });
});
