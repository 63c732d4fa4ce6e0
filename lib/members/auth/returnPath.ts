import { BASE_PATH } from '@/lib/platform/routing/basePath';

/**
 * Where to go after sign-in (docs/members.md#return-path, RFC 9700 §4.11): only a path that
 * resolves to this origin and stays under the base path is accepted; anything else (other hosts,
 * "//", "/\", schemes, encoded or control-character tricks) falls back to the landing page.
 * Returns a path relative to the base path, for the Next.js router.
 */
export function safeReturnPath(candidate: unknown, origin: string): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048)
    return '/';
  // Control characters and backslashes have no place in a path we produced ourselves.

  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
  if (!candidate.startsWith(`${BASE_PATH}`) || candidate.startsWith('//')) return '/';
  let resolved: URL;
  try {
    resolved = new URL(candidate, origin);
  } catch {
    return '/';
  }
  if (resolved.origin !== new URL(origin).origin) return '/';
  const { pathname } = resolved;
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return '/';
  // Decoding must not reveal a way out either (e.g. %2F%2F or %5C).
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return '/';
  }
  if (
    decoded.includes('//') ||
    decoded.includes('\\') ||
    decoded.includes('/../') ||
    decoded.endsWith('/..')
  ) {
    return '/';
  }
  const relative = pathname.slice(BASE_PATH.length) || '/';
  return `${relative}${resolved.search}`;
}

/** The current location as return state: path plus query, with the base path. */
export function currentReturnTo(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}
