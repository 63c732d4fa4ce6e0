import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Below this a gzip header and its CPU cost outweigh what compression saves. */
const GZIP_MIN_BYTES = 1024;

/** True when the request accepts gzip: names it (or `*`) with a quality above zero. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const codings = value.split(',').map((entry) => {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return { coding, quality: q === undefined ? 1 : Number(q.slice(2)) };
  });
  const gzip = codings.find(({ coding }) => coding === 'gzip' || coding === 'x-gzip');
  const any = codings.find(({ coding }) => coding === '*');
  const quality = (gzip ?? any)?.quality ?? 0;
  return Number.isFinite(quality) && quality > 0;
}

/**
 * Sends `body` as a JSON answer that no cache keeps, gzipped when the client accepts it and it is
 * worth it. Works on any Node response, so a route answers the same whether Next.js or the front
 * server runs it (docs/serving.md#direct-api-routes).
 */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  let payload = Buffer.from(JSON.stringify(body));
  const compressed =
    payload.length >= GZIP_MIN_BYTES && acceptsGzip(req.headers['accept-encoding']);
  if (compressed) payload = gzipSync(payload);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(compressed ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': String(payload.length),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}
