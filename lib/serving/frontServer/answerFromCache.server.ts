import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { CacheOutcome, CachedPage } from '@/lib/serving/pageCache/PageCache';
import { fillPage } from '@/lib/serving/pageCache/personalizePage';
import { acceptsGzip } from '@/lib/serving/requests/jsonResponse.server';

const gzipAsync = promisify(gzip);

/**
 * The page cache's outcome and the time spent getting the page, for `Server-Timing`
 * (docs/serving.md#server-timing).
 */
export function cacheServerTiming(outcome: CacheOutcome, durationMs: number): string {
  return `cache;desc="${outcome}";dur=${durationMs.toFixed(1)}`;
}

/** What one response adds to a cached page. */
export interface CachedAnswer {
  /** This response's values for the page's slots: nonce, visitor ids, member fragments. */
  values: Record<string, string>;
  /** How the page was obtained and how long that took. */
  outcome: CacheOutcome;
  durationMs: number;
  /** Cookies creating the visitor ids this request lacked. */
  setCookies: readonly string[];
}

/**
 * Answers the request with the cached page filled with this response's values: headers and body
 * alike, `Cache-Control: private, no-store`, no ETag, gzip when accepted, no body for HEAD.
 */
export async function answerFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  answer: CachedAnswer,
): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of page.headers) {
    headers[name] = fillPage(value, answer.values);
  }
  headers['cache-control'] = 'private, no-store';
  headers.vary = 'Accept-Encoding';
  headers['server-timing'] = cacheServerTiming(answer.outcome, answer.durationMs);
  if (answer.setCookies.length > 0) headers['set-cookie'] = [...answer.setCookies];
  let payload = Buffer.from(fillPage(page.body, answer.values));
  if (acceptsGzip(req.headers['accept-encoding'])) {
    payload = await gzipAsync(payload);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = payload.length;
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}
