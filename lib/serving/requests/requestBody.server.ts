import type { IncomingMessage } from 'node:http';

export type BodyRead =
  { ok: true; text: string } | { ok: false; reason: 'too_large' | 'unreadable' };

/**
 * Reads a request body up to `limitBytes`; past it, stops keeping data (draining the rest, so a
 * 413 can still be written) and says so. A declared Content-Length over the limit is refused
 * before reading anything.
 */
export function readRequestBody(req: IncomingMessage, limitBytes: number): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? 0) > limitBytes) {
    req.resume();
    return Promise.resolve({ ok: false, reason: 'too_large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyRead) => {
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limitBytes) {
        finish({ ok: false, reason: 'too_large' });
        req.resume();
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    const onError = () => finish({ ok: false, reason: 'unreadable' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export type JsonBodyRead =
  { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

export interface JsonBodyOptions {
  limitBytes: number;
  /** Media types accepted as JSON (a CSP report is `application/csp-report`, for example). */
  mediaTypes: readonly string[];
}

/**
 * The one way API routes read a JSON body (Next's body parser is off for all of them, because
 * it answers malformed JSON itself, in its own shape, before the route runs): a wrong media type
 * is 415, a body over the limit 413 (and the connection closes), unreadable or malformed JSON
 * 400. Never throws.
 */
export async function readJsonBody(
  req: IncomingMessage,
  options: JsonBodyOptions,
): Promise<JsonBodyRead> {
  if (!options.mediaTypes.includes(mediaType(req.headers['content-type']))) {
    req.resume();
    return { ok: false, status: 415, message: `Content-Type must be ${options.mediaTypes[0]}.` };
  }
  const body = await readRequestBody(req, options.limitBytes);
  if (!body.ok) {
    return body.reason === 'too_large'
      ? {
          ok: false,
          status: 413,
          message: `Request body must be at most ${options.limitBytes / 1024} KB.`,
        }
      : { ok: false, status: 400, message: 'Request body could not be read.' };
  }
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, status: 400, message: 'Request body must be valid JSON.' };
  }
}
