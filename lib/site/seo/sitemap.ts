import { PAGE_CATALOGUE } from './pageCatalogue';
import { canonicalUrl, PAGE_KEYS } from './pageLinks';
import { BASE_PATH } from '@/lib/platform/routing/basePath';
import { LOCALES, localizedPath, type Locale } from '@/lib/site/i18n/locale';
import { hasSpanishTwin } from '@/lib/site/i18n/spanishPages';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A page's `<url>` in one language, with its twins as alternates when it has any. */
function urlEntry(siteOrigin: string, path: string, twins: boolean, locale: Locale): string {
  const loc = `    <loc>${escapeXml(canonicalUrl(siteOrigin, localizedPath(path, locale)))}</loc>`;
  if (!twins) return `  <url>\n${loc}\n  </url>`;
  const alternates = [
    ...LOCALES.map((language) => [language, localizedPath(path, language)] as const),
    ['x-default', path] as const,
  ].map(
    ([hreflang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(canonicalUrl(siteOrigin, href))}"/>`,
  );
  return `  <url>\n${[loc, ...alternates].join('\n')}\n  </url>`;
}

/**
 * sitemap.xml listing every indexable page of the catalogue by its canonical URL, and each
 * Spanish twin, the pair naming each other (docs/site.md#languages).
 */
export function buildSitemapXml(siteOrigin: string): string {
  const urls = PAGE_KEYS.filter((key) => PAGE_CATALOGUE[key].indexable)
    .flatMap((key) => {
      const { path } = PAGE_CATALOGUE[key];
      if (!hasSpanishTwin(key)) return [urlEntry(siteOrigin, path, false, 'en')];
      return LOCALES.map((locale) => urlEntry(siteOrigin, path, true, locale));
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt for this app. Crawlers read robots.txt only at the origin root, which the shared
 * origin owns; its owner should merge these lines (above all the Sitemap line) into that file.
 */
export function buildRobotsTxt(siteOrigin: string): string {
  // A page kept out of the index keeps its Spanish twin out too (the maintenance page's).
  const noindex = PAGE_KEYS.filter((key) => !PAGE_CATALOGUE[key].indexable && key !== 'notFound')
    .flatMap((key) =>
      (hasSpanishTwin(key) ? LOCALES : (['en'] as const)).map((locale) =>
        localizedPath(PAGE_CATALOGUE[key].path, locale),
      ),
    )
    .map((path) => `Disallow: ${BASE_PATH}${path}`);
  return [
    'User-agent: *',
    `Allow: ${BASE_PATH}/`,
    `Disallow: ${BASE_PATH}/api/`,
    ...noindex,
    '',
    `Sitemap: ${siteOrigin}${BASE_PATH}/sitemap.xml`,
    '',
  ].join('\n');
}
