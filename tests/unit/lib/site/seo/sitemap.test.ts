import { buildRobotsTxt, buildSitemapXml } from '@/lib/site/seo/sitemap';

describe('buildSitemapXml', () => {
  const xml = buildSitemapXml('https://www.example.com');

  it('lists indexable pages by canonical URL', () => {
    expect(xml).toContain('<loc>https://www.example.com/app/hp-vhp</loc>');
    expect(xml).toContain('<loc>https://www.example.com/app/hp-vhp/senior-care</loc>');
    expect(xml).toContain('<loc>https://www.example.com/app/hp-vhp/nanny-share-calculator</loc>');
  });

  it('lists the privacy policy and the accessibility statement', () => {
    expect(xml).toContain('<loc>https://www.example.com/app/hp-vhp/privacy-policy</loc>');
    expect(xml).toContain('<loc>https://www.example.com/app/hp-vhp/accessibility</loc>');
  });

  it('lists the methods page', () => {
    expect(xml).toContain('<loc>https://www.example.com/app/hp-vhp/how-we-calculate</loc>');
  });

  it('leaves out pages that must not be indexed', () => {
    expect(xml).not.toContain('authCallback');
    expect(xml).not.toContain('downtime');
    expect(xml).not.toContain('/404');
    expect(xml).not.toContain('nanny-offer-sheet');
  });

  it('lists each Spanish twin, the pair naming each other and English as the default', () => {
    const entry = (loc: string) =>
      xml.split('<url>').find((url) => url.includes(`<loc>${loc}</loc>`)) ?? '';
    const english = 'https://www.example.com/app/hp-vhp/caregivers';
    const spanish = 'https://www.example.com/app/hp-vhp/es/caregivers';
    for (const url of [entry(english), entry(spanish)]) {
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${english}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${spanish}"/>`);
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`);
    }
    const share = 'https://www.example.com/app/hp-vhp/nanny-share-calculator';
    expect(entry(share)).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/app/hp-vhp/es/nanny-share-calculator"/>`,
    );
    expect(xml).not.toContain('/es/404');
  });

  it('is a sitemaps.org urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('buildRobotsTxt', () => {
  it('allows the app, hides the API and utility pages (and their twins), and names the sitemap', () => {
    expect(buildRobotsTxt('https://www.example.com').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /app/hp-vhp/',
      'Disallow: /app/hp-vhp/api/',
      'Disallow: /app/hp-vhp/nanny-offer-sheet',
      'Disallow: /app/hp-vhp/es/nanny-offer-sheet',
      'Disallow: /app/hp-vhp/downtime',
      'Disallow: /app/hp-vhp/es/downtime',
      'Disallow: /app/hp-vhp/authCallback',
      'Disallow: /app/hp-vhp/es/authCallback',
      '',
      'Sitemap: https://www.example.com/app/hp-vhp/sitemap.xml',
      '',
    ]);
  });
});
