import { PAGE_CATALOGUE } from './pageCatalogue';
import { canonicalUrl, PAGE_KEYS } from './pageLinks';
import { BASE_PATH } from '@/lib/platform/routing/basePath';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** sitemap.xml listing every indexable page of the catalogue by its canonical URL. */
export function buildSitemapXml(siteOrigin: string): string {
  const urls = PAGE_KEYS.filter((key) => PAGE_CATALOGUE[key].indexable)
    .map(
      (key) =>
        `  <url><loc>${escapeXml(canonicalUrl(siteOrigin, PAGE_CATALOGUE[key].path))}</loc></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt for this app. Crawlers read robots.txt only at the origin root, which the shared
 * origin owns; its owner should merge these lines (above all the Sitemap line) into that file.
 */
export function buildRobotsTxt(siteOrigin: string): string {
  const noindex = PAGE_KEYS.filter(
    (key) => !PAGE_CATALOGUE[key].indexable && key !== 'notFound',
  ).map((key) => `Disallow: ${BASE_PATH}${PAGE_CATALOGUE[key].path}`);
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
