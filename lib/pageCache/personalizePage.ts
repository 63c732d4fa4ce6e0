import type { RenderPlaceholders } from './renderMarkers';

const FIELDS = ['nonce', 'visitorId', 'deviceId', 'enrollmentSessionId'] as const;

/**
 * Puts this response's nonce and visitor ids where the cached render has its placeholders: exact
 * strings, every occurrence (HTML attributes, the page's JSON props, the CSP header). The values
 * are a fresh base64 nonce and validated UUIDs, which need no escaping in HTML, JSON or headers.
 */
export function personalizePage(
  text: string,
  placeholders: RenderPlaceholders,
  values: RenderPlaceholders,
): string {
  let result = text;
  for (const field of FIELDS) result = result.split(placeholders[field]).join(values[field]);
  return result;
}
