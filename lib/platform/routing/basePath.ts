/**
 * Where the site lives on its origin (docs/platform.md#base-path): every route, asset and API is
 * under this path. next.config.js repeats it (Next reads it before any TypeScript runs); a test
 * keeps the two equal.
 */
export const BASE_PATH = '/app/hp-vhp';

/**
 * A path with the base path in front, unless it already has it. The root is the base path itself,
 * with no trailing slash. For plain anchors, cookies, redirects and fetches; Next's own Link and
 * router add the base path themselves and take the bare path.
 */
export function withBasePath(path: string, basePath: string = BASE_PATH): string {
  if (path === basePath || path.startsWith(`${basePath}/`)) return path;
  return path === '/' || path === '' ? basePath : `${basePath}${path}`;
}

/**
 * The route of a path under the base path, for rules that read routes (the language of a page):
 * `/app/hp-vhp/es?x=1` → `/es?x=1`, the base path itself → `/`. A path not under the base path is
 * taken to be a route already and comes back unchanged.
 */
export function withoutBasePath(path: string, basePath: string = BASE_PATH): string {
  if (path === basePath) return '/';
  if (path.startsWith(`${basePath}/`)) return path.slice(basePath.length);
  if (path.startsWith(`${basePath}?`)) return `/${path.slice(basePath.length)}`;
  return path;
}

/** An absolute URL of a path of this site: origin, base path, path. */
export function siteUrl(siteOrigin: string, path: string): string {
  return `${siteOrigin}${withBasePath(path)}`;
}
