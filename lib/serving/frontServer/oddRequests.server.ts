import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { guardRequest } from '@/lib/serving/requests/requestGuard';
import SECURITY from '@/lib/serving/securityHeaders/securityHeaders.json';
import { BASE_PATH } from '@/lib/platform/routing/basePath';

/**
 * The security headers every response starts with, whoever writes it; Next.js replaces the CSP
 * with the page's nonce policy where it has one, and the page cache with its own.
 */
export function setSecurityHeaders(res: ServerResponse): void {
  for (const { key, value } of SECURITY.headers) res.setHeader(key, value);
  res.setHeader('Content-Security-Policy', SECURITY.fallbackContentSecurityPolicy);
}

/**
 * Answers the odd requests Next.js would answer with a 500 or mishandle (lib/serving/requests/requestGuard.ts:
 * `*` targets, TRACE, non-GET page methods, `/500`, multi-`?` targets in any path form) and rewrites
 * an absolute-form target to origin form. True when the request has been answered.
 */
export function answerOddRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const decision = guardRequest(req.method ?? 'GET', req.url ?? '/', BASE_PATH);
  if (decision.action === 'respond') {
    const { status, headers, body } = decision.response;
    // The body of a refused request is never read: close the connection instead of waiting.
    res.writeHead(status, req.complete ? headers : { ...headers, Connection: 'close' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  req.url = decision.target;
  return false;
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2). Node answers its absence with a bare 400 before
 * any listener runs, so the front server turns that check off (`requireHostHeader: false`) and
 * makes it here, after the security headers are set. True when the request has been answered.
 */
export function answerMissingHost(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.httpVersion !== '1.1' || req.headers.host !== undefined) return false;
  res.writeHead(400, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : 'Bad Request: a Host header is required\n');
  return true;
}

/**
 * A complete response written straight to a socket, with the security headers, for the answers
 * Node gives before there is a request object (and for upgrade requests, which never get one).
 */
function rawResponse(statusLine: string, extraHeaders = '', body = ''): string {
  const headers = SECURITY.headers.map(({ key, value }) => `${key}: ${value}\r\n`).join('');
  return (
    `HTTP/1.1 ${statusLine}\r\n${extraHeaders}${headers}` +
    `Content-Security-Policy: ${SECURITY.fallbackContentSecurityPolicy}\r\n` +
    `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

/**
 * Writes a last answer and lets go of the socket once it is flushed. `end()` alone is not enough:
 * Node's HTTP server keeps sockets half-open, so one whose client never closes would stay.
 */
function answerAndClose(socket: Duplex, response: string): void {
  socket.on('error', () => socket.destroy());
  socket.end(response, () => socket.destroy());
}

/** CONNECT never reaches a request listener (Node emits 'connect'): refuse it like the rest. */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  answerAndClose(socket, rawResponse('405 Method Not Allowed', 'Allow: GET, HEAD\r\n'));
}

/**
 * Every `Upgrade:` request (Node emits 'upgrade', never 'request', once a listener exists). The
 * site has no WebSocket endpoint: after the same request guard as any request (TRACE, `*`,
 * absolute-form, the multi-"?" redirect) the answer is a 404, and the socket is closed either way
 * (docs/security.md#websocket-upgrades).
 */
export function answerUpgrade(req: IncomingMessage, socket: Duplex): void {
  const decision = guardRequest(req.method ?? 'GET', req.url ?? '/', BASE_PATH);
  if (decision.action === 'respond') {
    const { status, headers, body } = decision.response;
    const extra = Object.entries(headers)
      .filter(([key]) => key !== 'Cache-Control')
      .map(([key, value]) => `${key}: ${value}\r\n`)
      .join('');
    const text = req.method === 'HEAD' ? '' : body;
    answerAndClose(socket, rawResponse(`${status} ${STATUS_CODES[status] ?? ''}`, extra, text));
    return;
  }
  answerAndClose(
    socket,
    rawResponse(
      '404 Not Found',
      'Content-Type: text/plain; charset=utf-8\r\n',
      'Not Found: this site has no WebSocket endpoint\n',
    ),
  );
}

const CLIENT_ERROR_STATUS: Partial<Record<string, string>> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};

/**
 * Replaces Node's bare 400/408/431 for malformed requests (an unknown method such as TRACK, a
 * broken request line) and request timeouts with the same answer carrying the security headers.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  answerAndClose(socket, rawResponse(CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request'));
}
