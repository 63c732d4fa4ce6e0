/** Headers the cross-site check reads. */
export interface OriginHeaders {
  origin?: string | undefined;
  'sec-fetch-site'?: string | undefined;
  'content-type'?: string | undefined;
}

/**
 * CSRF defence for state-changing API routes (ASVS 3.5): the request must be JSON (a cross-site
 * form cannot send that without a CORS preflight we never grant) and must come from our own
 * origin, by the Origin header, or by Sec-Fetch-Site when a browser omits Origin.
 */
export function isSameOriginJsonRequest(headers: OriginHeaders, siteOrigin: string): boolean {
  const contentType = headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') return false;
  if (headers['sec-fetch-site'] && headers['sec-fetch-site'] !== 'same-origin') return false;
  if (headers.origin !== undefined) return headers.origin === siteOrigin;
  return headers['sec-fetch-site'] === 'same-origin';
}

/** Same check for requests without a body (DELETE): only the origin parts. */
export function isSameOriginRequest(headers: OriginHeaders, siteOrigin: string): boolean {
  if (headers['sec-fetch-site'] && headers['sec-fetch-site'] !== 'same-origin') return false;
  if (headers.origin !== undefined) return headers.origin === siteOrigin;
  return headers['sec-fetch-site'] === 'same-origin';
}
