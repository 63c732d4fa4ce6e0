// @ts-check
// Small helpers for the plain `node:http` handlers of the local stack.

/**
 * Logs one JSON line per finished request: method, path (never the query string, which carries
 * authorization codes and state; never headers, which carry tokens), status and duration.
 * @param {import('./log.mjs').Log} log
 * @param {import('node:http').RequestListener} handler
 * @param {(req: import('node:http').IncomingMessage) => Record<string, unknown>} [describe]
 *   more fields for the line, read when the response is done
 * @returns {import('node:http').RequestListener}
 */
export function withRequestLog(log, handler, describe) {
  return (req, res) => {
    const started = performance.now();
    res.once('close', () => {
      log({
        msg: 'request',
        method: req.method,
        path: pathOf(req),
        ...describe?.(req),
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    handler(req, res);
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {string}
 */
export function pathOf(req) {
  return new URL(req.url ?? '/', 'http://localhost').pathname;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 * @param {Record<string, string>} [headers]
 */
export function sendHtml(res, status, html, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...headers,
  });
  res.end(html);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
export function sendJson(res, status, body) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

export class RequestBodyError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.name = 'RequestBodyError';
    this.status = status;
  }
}

/**
 * Reads an `application/x-www-form-urlencoded` body, refusing anything large: a sign-in form is
 * a few hundred bytes.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [limitBytes]
 * @returns {Promise<URLSearchParams>}
 */
export async function readForm(req, limitBytes = 16 * 1024) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new RequestBodyError(415, 'expected an application/x-www-form-urlencoded form');
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limitBytes) throw new RequestBodyError(413, 'form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
